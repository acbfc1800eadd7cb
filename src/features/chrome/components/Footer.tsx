import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ExternalLink } from '@/components/ExternalLink';
import { Container } from '@/components/layout';
import { brand } from '@/config/brand';
import { salesContact, socialLinks, storeLinks, telHref } from '@/config/site';
import { media } from '@/theme/media';
import { helpLinks, navLinks, policyLinks, productLinks } from '@/features/chrome/navigation';
import { ChromeLink } from './ChromeLink';
import { theme } from '@/theme/theme';

// Below `wide`, room under the last line for the floating buttons' bar, so it covers none (D44).
const Wrapper = styled.footer`
  background: ${theme.colors.surfaceDark};
  color: ${theme.colors.textOnDarkMuted};
  padding: ${theme.space.xxl} 0 calc(${theme.space.lg} + ${theme.layout.dockHeight});
  a {
    color: ${theme.colors.textOnDark};
  }
  ${media.wide} {
    padding-bottom: ${theme.space.lg};
  }
`;

/** On the content column, as the header and every section (D44). */
const Columns = styled(Container)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(190px, 1fr));
  gap: ${theme.space.xl};
`;

/** A group's heading; a second group in a column keeps the gap between columns above it. */
const Heading = styled.h2`
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.textOnDark};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  &:not(:first-child) {
    margin-top: ${theme.space.xl};
  }
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    margin-bottom: ${theme.space.xs};
  }
`;

/** The rule spans the content column exactly, as the text above and below it. */
const Bottom = styled.p`
  margin: ${theme.space.xl} 0 0;
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.dividerOnDark};
  font-size: ${theme.fontSizes.sm};
`;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Heading>{title}</Heading>
      {children}
    </section>
  );
}

function InternalLinks({
  links,
  prefix,
}: {
  links: readonly { to: string; key: string }[];
  prefix: string;
}) {
  const { t } = useTranslation();
  return (
    <LinkList>
      {links.map(({ to, key }) => (
        <li key={key}>
          <ChromeLink to={to}>{t(`${prefix}.${key}`)}</ChromeLink>
        </li>
      ))}
    </LinkList>
  );
}

/** Spec section 2 footer; the newsletter box comes in as a slot so features stay apart. */
export function Footer({ newsletter }: { newsletter: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Wrapper>
      <Columns>
        <Column title={brand.name}>
          <p>{t('footer.about')}</p>
          <address>
            <p>{salesContact.address}</p>
            <p>
              {t('footer.contact.salesEmail')}:{' '}
              <a href={`mailto:${salesContact.email}`}>{salesContact.email}</a>
            </p>
            <p>
              {t('footer.contact.phone')}:{' '}
              <a href={telHref(salesContact.phone)}>{salesContact.phone}</a>
            </p>
          </address>
        </Column>
        <Column title={t('footer.headings.company')}>
          <InternalLinks links={navLinks} prefix="chrome.nav" />
        </Column>
        <Column title={t('footer.headings.products')}>
          <InternalLinks links={productLinks} prefix="footer.products" />
          <Heading as="h3">{t('footer.headings.help')}</Heading>
          <InternalLinks links={helpLinks} prefix="footer.help" />
        </Column>
        <Column title={t('footer.headings.policies')}>
          <InternalLinks links={policyLinks} prefix="footer.policies" />
        </Column>
        <Column title={t('footer.headings.newsletter')}>
          <p>{t('footer.newsletter.intro')}</p>
          {newsletter}
          <Heading as="h3">{t('footer.headings.follow')}</Heading>
          <LinkList>
            {socialLinks.map(({ network, label, href }) => (
              <li key={network}>
                <ExternalLink href={href}>{label}</ExternalLink>
              </li>
            ))}
          </LinkList>
          <Heading as="h3">{t('footer.headings.apps')}</Heading>
          <LinkList>
            <li>
              <ExternalLink href={storeLinks.android}>{t('footer.apps.android')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={storeLinks.ios}>{t('footer.apps.ios')}</ExternalLink>
            </li>
          </LinkList>
        </Column>
      </Columns>
      <Container>
        <Bottom>
          {t('footer.copyright', { year: new Date().getFullYear(), company: brand.legalName })}
        </Bottom>
      </Container>
    </Wrapper>
  );
}
