import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/Button';
import { PageMeta } from '@/components/PageMeta';
import { StatusPage } from '@/components/StatusPage';
import { paths } from '@/config/paths';

/** D7: any unknown path. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const title = t('errors.notFound.title');
  const text = t('errors.notFound.text');
  return (
    <StatusPage
      title={title}
      text={text}
      head={<PageMeta title={title} description={text} noindex />}
    >
      <ButtonLink to={paths.home}>{t('errors.notFound.home')}</ButtonLink>
    </StatusPage>
  );
}
