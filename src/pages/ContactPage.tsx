import { useTranslation } from 'react-i18next';
import { JsonLd } from '@/components/JsonLd';
import { Container, Lead, PageTitle, Section } from '@/components/layout';
import { SectionHeading } from '@/components/pageBlocks';
import { PageMeta } from '@/components/PageMeta';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { OfficeList } from '@/features/contact/components/OfficeList';
import { officesJsonLd } from '@/features/contact/officesJsonLd';

const FORM_HEADING_ID = 'contact-form-heading';

export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <Section>
        <Container>
          <PageTitle>{t('contact.locations.heading')}</PageTitle>
          <Lead>{t('contact.locations.intro')}</Lead>
          <OfficeList />
        </Container>
      </Section>
      <Section $tone="alt" aria-labelledby={FORM_HEADING_ID}>
        <Container>
          <SectionHeading id={FORM_HEADING_ID}>{t('contact.form.heading')}</SectionHeading>
          <Lead>{t('contact.form.intro')}</Lead>
          <ContactForm headingId={FORM_HEADING_ID} />
        </Container>
      </Section>
      <PageMeta title={t('contact.meta.title')} description={t('seo.pages.contact')} />
      <JsonLd data={officesJsonLd((office) => t(`contact.offices.${office.id}`))} />
    </>
  );
}
