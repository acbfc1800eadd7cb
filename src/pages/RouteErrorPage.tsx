import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ButtonLink } from '../components/Button';
import { StatusPage } from '../components/StatusPage';
import { paths } from '../config/paths';

const Detail = styled.code`
  display: block;
  flex-basis: 100%;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.sm};
  white-space: pre-wrap;
`;

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** D8: a failed route or lazy chunk; "Try again" reloads the page. */
export default function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('errors.route.title')} text={t('errors.route.text')}>
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
