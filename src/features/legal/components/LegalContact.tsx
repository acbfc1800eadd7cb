import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { brand } from '@/config/brand';
import { salesContact, telHref } from '@/config/site';
import { theme } from '@/theme/theme';

const Address = styled.address`
  font-style: normal;
  padding: ${theme.space.md} ${theme.space.lg};
  border-left: 4px solid ${theme.colors.accent};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${theme.radii.sm};
  p {
    margin: 0;
  }
`;

/** The company's contact details at the end of each policy (values from site config, D22). */
export function LegalContact() {
  const { t } = useTranslation();
  return (
    <Address>
      <p>
        <strong>{brand.legalName}</strong>
      </p>
      <p>{salesContact.address}</p>
      <p>
        {t('legal.contact.email')}:{' '}
        <a href={`mailto:${salesContact.email}`}>{salesContact.email}</a>
      </p>
      <p>
        {t('legal.contact.phone')}: <a href={telHref(salesContact.phone)}>{salesContact.phone}</a>
      </p>
    </Address>
  );
}
