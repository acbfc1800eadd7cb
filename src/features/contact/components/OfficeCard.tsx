import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ExternalLink } from '@/components/ExternalLink';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/contact';
import { Card, CardBody } from '@/components/layout';
import { mapLinkUrl, telHref, type Office } from '@/config/site';
import { OfficeMap } from './OfficeMap';
import { theme } from '@/theme/theme';

const Title = styled.h2`
  font-size: ${theme.fontSizes.lg};
`;

const Details = styled.address`
  font-style: normal;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  p {
    margin: 0;
  }
  a,
  p {
    display: inline-flex;
    align-items: flex-start;
    gap: ${theme.space.sm};
    overflow-wrap: anywhere;
  }
  a {
    min-height: 24px;
  }
  svg {
    flex: none;
    margin-top: 2px;
    color: ${theme.colors.accentText};
  }
`;

/** One office of spec section 2: map (D21), title, address, e-mail, phone and map link. */
export function OfficeCard({ office }: { office: Office }) {
  const { t } = useTranslation();
  const title = t(`contact.offices.${office.id}`);
  return (
    <Card>
      <OfficeMap office={office} title={title} />
      <CardBody>
        <Title>{title}</Title>
        <Details>
          <p>{office.address}</p>
          <a href={`mailto:${office.email}`}>
            <MailIcon />
            {office.email}
          </a>
          <a href={telHref(office.phone)}>
            <PhoneIcon />
            {office.phone}
          </a>
          <ExternalLink href={mapLinkUrl(office)}>
            <MapPinIcon />
            {t('contact.map.viewOnMap')}
            <span className="visually-hidden">: {title}</span>
          </ExternalLink>
        </Details>
      </CardBody>
    </Card>
  );
}
