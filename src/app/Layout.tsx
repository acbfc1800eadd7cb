import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Navbar } from '@/features/chrome/components/Navbar';
import { preloadableLazy } from './lazyRoute';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { theme } from '@/theme/theme';

// Below the fold on every page, as the floating buttons (shown past 300 px of scroll) are, so
// neither is in the initial bundle (bundle budget); the prerender and the browser load it
// before rendering a page (`preloadFooter`).
const { Component: SiteFooter, preload: preloadFooter } = preloadableLazy(
  () => import('./SiteFooter'),
);
export { preloadFooter };

/** Holds the footer's place while it loads, so short pages do not jump. */
const FooterPlaceholder = styled.div`
  min-height: 480px;
  background: ${theme.colors.surfaceDark};
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space.md};
  top: -100px;
  z-index: ${theme.zIndex.modal};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.brand};
  color: ${theme.colors.textOnDark};
  &:focus {
    top: ${theme.space.sm};
  }
`;

const Main = styled.main`
  padding-top: ${theme.layout.navHeight};
  min-height: 70vh;
  &:focus {
    outline: none;
  }
`;

/** The chrome around every page (spec section 2 "Shared chrome"). */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink href="#main">{t('chrome.skipToContent')}</SkipLink>
      <Navbar />
      <Main id="main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          {/* No fallback: in the browser a navigation renders once the page's code is in
              (LanguageRouter) and the first render has it preloaded (main.tsx), so this never
              shows one; a 'Loading' here kept the feedback components in the initial bundle. */}
          <Suspense>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Main>
      <Suspense fallback={<FooterPlaceholder />}>
        <SiteFooter />
      </Suspense>
    </>
  );
}
