import { useTranslation } from 'react-i18next';
import { Container, Section } from '@/components/layout';
import { PageMeta } from '@/components/PageMeta';
import { DistributorForm } from '@/features/registration/components/DistributorForm';
import { DsaForm } from '@/features/registration/components/DsaForm';
import { JoinUsIntro } from '@/features/registration/components/JoinUsIntro';
import { RoleToggle } from '@/features/registration/components/RoleToggle';
import { roleSelected, selectRole } from '@/features/registration/registrationSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

export default function JoinUsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  return (
    <>
      <JoinUsIntro />
      <Section>
        <Container>
          <RoleToggle role={role} onChange={(next) => dispatch(roleSelected(next))} />
          <DsaForm hidden={role !== 'dsa'} />
          <DistributorForm hidden={role !== 'distributor'} />
        </Container>
      </Section>
      <PageMeta title={t('registration.meta.title')} description={t('seo.pages.joinUs')} />
    </>
  );
}
