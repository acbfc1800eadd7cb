import { useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '@/components/Button';
import { Container } from '@/components/layout';
import { CloseIcon, MenuIcon } from '@/components/icons';
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
import { Logo } from './Logo';

const Header = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  height: ${({ theme }) => theme.layout.navHeight};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/**
 * On the content column, as every section and the footer (D44); gaps of 8 px, with the links'
 * own 8 px padding, so the longest labels (Russian, Spanish) fit one line at 1366 px.
 */
const Bar = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
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
      inset: ${({ theme }) => theme.layout.navHeight} 0 0;
      z-index: ${({ theme }) => theme.zIndex.backdrop};
      background: ${({ theme }) => theme.colors.overlay};
    }
  }
`;

// Open or closed by `data-open`, one class for both: opening the menu generates no CSS.
const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
  ${media.upToMobile} {
    display: none;
    &[data-open] {
      display: flex;
    }
    position: absolute;
    top: ${({ theme }) => theme.layout.navHeight};
    inset-inline: 0;
    flex-direction: column;
    align-items: stretch;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.raised};
    max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
    overflow-y: auto;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.upToMobile} {
    flex-direction: column;
  }
`;

const NavItem = styled(ChromeLink)`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.accentText};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accentText};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.accent};
  }
  ${media.upToMobile} {
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.surfaceAlt};
      box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.accent};
    }
  }
`;

const MenuButton = styled.button`
  display: none;
  margin-left: auto;
  width: ${({ theme }) => theme.layout.touchTarget};
  height: ${({ theme }) => theme.layout.touchTarget};
  align-items: center;
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.brand};
  cursor: pointer;
  ${media.upToMobile} {
    display: inline-flex;
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
            <ButtonLink to={paths.joinUs} onClick={onJoinUs}>
              {t('chrome.nav.joinUs')}
            </ButtonLink>
          </Navigation>
          <LanguagePicker />
        </Bar>
      </Header>
      <Backdrop aria-hidden="true" />
    </>
  );
}
