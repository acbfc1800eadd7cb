import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/Button';
import { StatusPage } from '@/components/StatusPage';
import { paths } from '@/config/paths';
import { brand } from '@/config/brand';
import { theme } from '@/theme/theme';

const Detail = styled.code`
  display: block;
  flex-basis: 100%;
  padding: ${theme.space.md};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${theme.radii.sm};
  white-space: pre-wrap;
`;

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** D8: a failed route or lazy chunk; "Try again" reloads the page. */
export default function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const title = t('errors.route.title');
  // Not PageMeta: this screen is in the first bundle (a chunk that failed to load cannot
  // bring it), and an error is never shared or indexed, so a title and noindex are enough.
  const head = (
    <>
      <title>{`${title} | ${brand.name}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
  return (
    <StatusPage title={title} text={t('errors.route.text')} head={head}>
      <Detail>{describe(error)}</Detail>
      <Button type="button" onClick={() => window.location.reload()}>
        {t('common.tryAgain')}
      </Button>
      <ButtonLink to={paths.home} $variant="secondary">
        {t('errors.notFound.home')}
      </ButtonLink>
    </StatusPage>
  );
}
