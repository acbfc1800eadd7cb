import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ExternalLink } from '@/components/ExternalLink';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/contact';
import { Card } from '@/components/pageBlocks';
import { mapLinkUrl, telHref, type Office } from '@/config/site';
import { OfficeMap } from './OfficeMap';
import { theme } from '@/theme/theme';

/** The card's content as a column, its map part at the foot: cards of one row align there. */
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  height: 100%;
  padding: ${theme.space.lg};
`;

const Title = styled.h2`
  margin: 0;
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

/** "Show map" (then the map) and the provider's own page, below a hairline. */
const MapPart = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin-top: auto;
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  iframe {
    flex-basis: 100%;
  }
  a {
    font-size: ${theme.fontSizes.sm};
  }
`;

/** One office of spec section 2: title, address, e-mail, phone, and its map on request (D21). */
export function OfficeCard({ office }: { office: Office }) {
  const { t } = useTranslation();
  const title = t(`contact.offices.${office.id}`);
  return (
    <Card>
      <Body>
        <Title>{title}</Title>
        <Details>
          <p>
            <MapPinIcon />
            {office.address}
          </p>
          <a href={`mailto:${office.email}`}>
            <MailIcon />
            {office.email}
          </a>
          <a href={telHref(office.phone)}>
            <PhoneIcon />
            {office.phone}
          </a>
        </Details>
        <MapPart>
          <OfficeMap office={office} title={title} />
          <ExternalLink href={mapLinkUrl(office)}>
            {t('contact.map.viewOnMap')}
            <span className="visually-hidden">: {title}</span>
          </ExternalLink>
        </MapPart>
      </Body>
    </Card>
  );
}
