import { useTranslation } from 'react-i18next';
import { Container, Section } from '@/components/layout';
import { PageMeta } from '@/components/PageMeta';
import { DistributorForm } from '@/features/registration/components/DistributorForm';
import { DsaForm } from '@/features/registration/components/DsaForm';
import { JoinUsIntro } from '@/features/registration/components/JoinUsIntro';
import { RolePanel } from '@/features/registration/components/RolePanel';
import { RoleToggle } from '@/features/registration/components/RoleToggle';

export default function JoinUsPage() {
  const { t } = useTranslation();
  return (
    <>
      <JoinUsIntro />
      <Section>
        <Container>
          <RoleToggle />
          <RolePanel partner="dsa">
            <DsaForm />
          </RolePanel>
          <RolePanel partner="distributor">
            <DistributorForm />
          </RolePanel>
        </Container>
      </Section>
      <PageMeta title={t('registration.meta.title')} description={t('seo.pages.joinUs')} />
    </>
  );
}
