import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/Button';
import { StatusPage } from '../components/StatusPage';
import { paths } from '../config/paths';

/** D7: any unknown path. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('errors.notFound.title')} text={t('errors.notFound.text')}>
      <ButtonLink to={paths.home}>{t('errors.notFound.home')}</ButtonLink>
    </StatusPage>
  );
}
