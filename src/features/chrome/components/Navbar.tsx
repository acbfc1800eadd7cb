import { useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '@/components/Button';
import { Container } from '@/components/layout';
import { CloseIcon, MenuIcon } from '@/components/icons/header';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { media } from '@/theme/media';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  menusClosed,
  mobileMenuToggled,
  selectMobileMenuOpen,
} from '@/features/chrome/chromeSlice';
import { navLinks } from '@/features/chrome/navigation';
import { useChromeLinkClick } from '@/features/chrome/useChromeLinkClick';
import { useDismiss } from '@/features/chrome/useDismiss';
import { ChromeLink } from './ChromeLink';
import { LanguagePicker } from './LanguagePicker';
import { SearchButton } from './SearchButton';
import { Logo } from './Logo';
import { FirstPaintAfter } from '@/components/FirstPaintAfter';
import { theme } from '@/theme/theme';

const Header = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${theme.zIndex.nav};
  height: ${theme.layout.navHeight};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`;

/**
 * On the content column, as every section and the footer (D44); gaps of 8 px, with the links'
 * own 8 px padding, so the longest labels (Russian, Spanish) fit one line from 1280 px. Tablet
 * widths tighten the bar, gutters included (docs/page-design.md, "Navbar"): English fits from
 * 769 px beside the search button.
 */
const Bar = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  height: 100%;
  ${media.tablet} {
    gap: ${theme.space.xs};
    padding-inline: ${theme.space.md};
  }
`;

/**
 * Veils the page below the open phone menu (shown by CSS while the header holds the open
 * navigation); a press on it is outside the header, which closes the menu (`useDismiss`).
 * GlobalStyle locks the page's scroll meanwhile.
 */
const Backdrop = styled.div`
  display: none;
  ${media.upToMobile} {
    header:has(nav[data-open]) + & {
      display: block;
      position: fixed;
      inset: ${theme.layout.navHeight} 0 0;
      z-index: ${theme.zIndex.backdrop};
      background: ${theme.colors.menuVeil};
    }
  }
`;

// Open or closed by `data-open`, one class for both: opening the menu generates no CSS.
const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-width: 0;
  margin-left: auto;
  ${media.tablet} {
    gap: ${theme.space.xs};
  }
  ${media.upToMobile} {
    display: none;
    &[data-open] {
      display: flex;
    }
    position: absolute;
    top: ${theme.layout.navHeight};
    inset-inline: 0;
    flex-direction: column;
    align-items: stretch;
    padding: ${theme.space.md};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.raised};
    max-height: calc(100vh - ${theme.layout.navHeight});
    overflow-y: auto;
  }
`;

/**
 * One row above 768 px, never two: where the labels need more than the bar (German, Spanish,
 * Russian on a tablet) the row scrolls sideways, faded at the end that hides links: the right
 * one up to half way, then the left one. The fade follows the row's scroll, so a row that fits
 * has none, nor has an engine without scroll timelines. Plain @keyframes: styled-components'
 * helper would add library code to every page. The padding holds the focus ring, which the
 * scrolling box would clip; the margin gives its width back.
 */
const Links = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.aboveMobile} {
    min-width: 0;
    padding: 5px;
    margin-inline: -5px;
    overflow-x: auto;
    scrollbar-width: none;
    mask-image: linear-gradient(
      to right,
      var(--fade-start, #000),
      #000 2rem calc(100% - 2rem),
      var(--fade-end, #000)
    );
    @keyframes nav-edge-fade {
      from {
        --fade-end: transparent;
      }
      to {
        --fade-start: transparent;
      }
    }
    @supports (animation-timeline: scroll()) {
      animation: nav-edge-fade linear both;
      animation-timeline: scroll(self inline);
    }
  }
  ${media.upToMobile} {
    flex-direction: column;
  }
`;

const NavItem = styled(ChromeLink)`
  display: block;
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  /*
   * Beside the search button the longest labels (Russian, Spanish) need 15 px and 6 px sides to
   * fit one row from 1280 px; tablet widths tighten the sides so English fits from 769 px.
   */
  ${media.aboveMobile} {
    padding-inline: 6px;
    font-size: ${theme.fontSizes.sm};
  }
  ${media.tablet} {
    padding-inline: 3px;
  }
  @media (hover: hover) {
    &:hover {
      color: ${theme.colors.accentText};
    }
  }
  &[aria-current='page'] {
    color: ${theme.colors.accentText};
    box-shadow: inset 0 -3px 0 ${theme.colors.accent};
  }
  ${media.upToMobile} {
    &[aria-current='page'] {
      background: ${theme.colors.surfaceAlt};
      box-shadow: inset 4px 0 0 ${theme.colors.accent};
    }
  }
`;

const MenuButton = styled.button`
  display: none;
  margin-left: auto;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  align-items: center;
  justify-content: center;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.brand};
  cursor: pointer;
  ${media.upToMobile} {
    display: inline-flex;
  }
`;

const JoinUs = styled(ButtonLink)`
  flex-shrink: 0;
  white-space: nowrap;
  ${media.tablet} {
    padding-inline: ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
  }
`;

const NAV_ID = 'primary-navigation';

/**
 * The hamburger: it and the navigation's visibility are all that a toggle re-renders (D46).
 * While open, a press outside the header (on the backdrop) or Escape closes the menu, Escape
 * putting focus back here.
 */
function MenuToggle({ header }: { header: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMobileMenuOpen);
  const ref = useRef<HTMLButtonElement>(null);
  useDismiss(header, open, menusClosed, ref);
  return (
    <MenuButton
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={NAV_ID}
      aria-label={open ? t('chrome.nav.closeMenu') : t('chrome.nav.openMenu')}
      onClick={() => dispatch(mobileMenuToggled())}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </MenuButton>
  );
}

/** The navigation, shown on phones while the menu is open; its links render with the bar. */
function Navigation({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const open = useAppSelector(selectMobileMenuOpen);
  return (
    <Nav id={NAV_ID} data-open={open || undefined} aria-label={t('chrome.nav.label')}>
      {children}
    </Nav>
  );
}

/** Spec section 2 "Shared chrome": fixed navbar, hamburger at 768 px and below. */
export function Navbar() {
  const { t } = useTranslation();
  const onJoinUs = useChromeLinkClick(paths.joinUs);
  const header = useRef<HTMLElement>(null);
  return (
    <>
      <Header ref={header}>
        <Bar>
          <Logo label={t('chrome.nav.logoLabel', { brand: brand.name })} />
          <MenuToggle header={header} />
          <Navigation>
            <Links>
              {navLinks.map(({ to, key }) => (
                <li key={to}>
                  <NavItem to={to} nav>
                    {t(`chrome.nav.${key}`)}
                  </NavItem>
                </li>
              ))}
            </Links>
            <JoinUs to={paths.joinUs} onClick={onJoinUs}>
              {t('chrome.nav.joinUs')}
            </JoinUs>
          </Navigation>
          <SearchButton />
          <LanguagePicker />
        </Bar>
        {/* Its actions sit at the bar's right end: painted before the last, the others move. */}
        <FirstPaintAfter id="site-header-end" />
      </Header>
      <Backdrop aria-hidden="true" />
    </>
  );
}
