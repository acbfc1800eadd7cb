import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ExternalLink } from '@/components/ExternalLink';
import { Container } from '@/components/layout';
import { brand } from '@/config/brand';
import { salesContact, socialLinks, storeLinks, telHref } from '@/config/site';
import { media } from '@/theme/media';
import { navLinks } from '@/features/chrome/navigation';
import { helpLinks, policyLinks, productLinks } from '@/features/chrome/footerLinks';
import { ChromeLink } from './ChromeLink';
import { theme } from '@/theme/theme';

/** From here the brand and the newsletter stand side by side. */
const SIDE_BY_SIDE = '@media (min-width: 640px)';
/**
 * Narrower, a phone: the footer tightens its spacing a step (24 px between groups, 4 px
 * between an address's lines), so it is not screens long (issue 59: 1,500 px at 390 px).
 */
const PHONE = '@media (max-width: 639px)';

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
  ${PHONE} {
    padding-top: ${theme.space.xl};
    address p {
      margin: ${theme.space.xs} 0;
    }
  }
`;

/** The brand and the newsletter, a wide column and a narrow one. */
const Top = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xl};
  ${SIDE_BY_SIDE} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
  ${PHONE} {
    gap: ${theme.space.lg};
  }
`;

/**
 * The link groups in columns of about equal height, whatever the width (issue 59): the
 * company's eight links; products with help; the policies; social links with the apps. Four
 * columns from 1024 px, two below (a column of a quarter of 768 px broke "конфиденциальности"),
 * so no width leaves a hole beside a lone column.
 */
const LinkColumns = styled(Container)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.xl} ${theme.space.lg};
  margin-top: ${theme.space.xl};
  /* A second group in a column keeps the gap between the rows above its heading. */
  section + section {
    margin-top: ${theme.space.xl};
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    column-gap: ${theme.space.xl};
  }
  ${PHONE} {
    margin-top: ${theme.space.lg};
    row-gap: ${theme.space.lg};
    section + section {
      margin-top: ${theme.space.lg};
    }
  }
`;

const Heading = styled.h2`
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.textOnDark};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  ${PHONE} {
    margin-bottom: ${theme.space.sm};
  }
`;

/**
 * Lists of links need no underline to be seen as links (a list of names under a heading in a
 * footer); it shows on hover and focus. Links inside a sentence keep theirs.
 */
const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    margin-bottom: ${theme.space.xs};
  }
  a {
    text-decoration: none;
  }
  a:focus-visible {
    text-decoration: underline;
  }
  @media (hover: hover) {
    a:hover {
      text-decoration: underline;
    }
  }
`;

/** Short names (the social networks) run on as a line that wraps, not one under another. */
const InlineLinkList = styled(LinkList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  li {
    margin: 0;
  }
`;

/** The rule spans the content column exactly, as the text above and below it. */
const Bottom = styled.p`
  margin: ${theme.space.xl} 0 0;
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.dividerOnDark};
  font-size: ${theme.fontSizes.sm};
`;

/** A titled group: a section named by its heading, so each is a region a reader can find. */
function Group({ title, children }: { title: string; children: ReactNode }) {
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
      <Top>
        <Group title={brand.name}>
          <p>{t('footer.about')}</p>
          {/* Each label with its colon and space is one text node: a lone space before the
              link, painted before the link arrived, counts as a layout shift when it comes. */}
          <address>
            <p>{salesContact.address}</p>
            <p>
              {`${t('footer.contact.salesEmail')}: `}
              <a href={`mailto:${salesContact.email}`}>{salesContact.email}</a>
            </p>
            <p>
              {`${t('footer.contact.phone')}: `}
              <a href={telHref(salesContact.phone)}>{salesContact.phone}</a>
            </p>
          </address>
        </Group>
        <Group title={t('footer.headings.newsletter')}>
          <p>{t('footer.newsletter.intro')}</p>
          {newsletter}
        </Group>
      </Top>
      <LinkColumns>
        <div>
          <Group title={t('footer.headings.company')}>
            <InternalLinks links={navLinks} prefix="chrome.nav" />
          </Group>
        </div>
        <div>
          <Group title={t('footer.headings.products')}>
            <InternalLinks links={productLinks} prefix="footer.products" />
          </Group>
          <Group title={t('footer.headings.help')}>
            <InternalLinks links={helpLinks} prefix="footer.help" />
          </Group>
        </div>
        <div>
          <Group title={t('footer.headings.policies')}>
            <InternalLinks links={policyLinks} prefix="footer.policies" />
          </Group>
        </div>
        <div>
          <Group title={t('footer.headings.follow')}>
            <InlineLinkList>
              {socialLinks.map(({ network, label, href }) => (
                <li key={network}>
                  <ExternalLink href={href}>{label}</ExternalLink>
                </li>
              ))}
            </InlineLinkList>
          </Group>
          <Group title={t('footer.headings.apps')}>
            <LinkList>
              <li>
                <ExternalLink href={storeLinks.android}>{t('footer.apps.android')}</ExternalLink>
              </li>
              <li>
                <ExternalLink href={storeLinks.ios}>{t('footer.apps.ios')}</ExternalLink>
              </li>
            </LinkList>
          </Group>
        </div>
      </LinkColumns>
      <Container>
        <Bottom>
          {t('footer.copyright', { year: new Date().getFullYear(), company: brand.legalName })}
        </Bottom>
      </Container>
    </Wrapper>
  );
}
