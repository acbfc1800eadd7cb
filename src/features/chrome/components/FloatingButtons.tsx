import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { IconButton } from '@/components/IconButton';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/icons/arrows';
import { ChatIcon } from '@/components/icons/marks';
import { Container } from '@/components/layout';
import { scrollByDown, scrollToTop } from '@/lib/scroll';
import { paths } from '@/config/paths';
import { CONTACT_SCROLL_DELAY_MS, SCROLL_DOWN_STEP_PX } from '@/config/scroll';
import { media } from '@/theme/media';
import { useAppSelector } from '@/store/hooks';
import { selectAtPageEnd, selectFloatingButtonsVisible } from '@/features/chrome/chromeSlice';
import { usePageEnd } from '@/features/chrome/usePageEnd';
import { theme } from '@/theme/theme';

/**
 * D44: the buttons never cover text. Below `wide` no side margin is free, so they sit in a bar
 * across the bottom of the screen, as the header does at the top (the footer keeps the bar's
 * height free below its last line); from `wide` on, in a column in the margin beside the
 * content column. At the page's end the bar is over that free strip of the navy footer: it
 * drops its white ground there (`data-at-end`), so the footer runs to the screen's edge
 * instead of ending on a white strip; the buttons' white rings keep them 3:1 on the navy.
 */
const Dock = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${theme.zIndex.floating};
  padding: ${theme.space.xs} 0;
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.raised};
  &[data-at-end] {
    background: none;
    border-top-color: transparent;
    box-shadow: none;
  }
  ${media.wide} {
    inset: auto ${theme.space.md} ${theme.space.md} auto;
    padding: 0;
    background: none;
    border: 0;
    box-shadow: none;
    & button {
      box-shadow: ${theme.shadows.raised};
    }
  }
`;

const Row = styled(Container)`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  ${media.wide} {
    flex-direction: column;
    padding: 0;
  }
`;

/**
 * Spec section 2: shown once scrolled past 300 px. Contact goes to /contact and scrolls to
 * the top 100 ms later; the scroll-down button (500 px) is on the home page only (D19), and
 * not at the page's end, where it would do nothing (D44).
 */
export function FloatingButtons() {
  const visible = useAppSelector(selectFloatingButtonsVisible);
  return visible ? <Buttons /> : null;
}

function Buttons() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const atEnd = useAppSelector(selectAtPageEnd);
  usePageEnd();

  const goToContact = () => {
    void navigate(paths.contact);
    window.setTimeout(() => scrollToTop(true), CONTACT_SCROLL_DELAY_MS);
  };

  return (
    <Dock data-at-end={atEnd || undefined}>
      <Row>
        <IconButton type="button" aria-label={t('chrome.floating.contact')} onClick={goToContact}>
          <ChatIcon />
        </IconButton>
        {pathname === paths.home && !atEnd && (
          <IconButton
            type="button"
            aria-label={t('chrome.floating.scrollDown')}
            onClick={() => scrollByDown(SCROLL_DOWN_STEP_PX)}
          >
            <ArrowDownIcon />
          </IconButton>
        )}
        <IconButton
          type="button"
          aria-label={t('chrome.floating.scrollTop')}
          onClick={() => scrollToTop(true)}
        >
          <ArrowUpIcon />
        </IconButton>
      </Row>
    </Dock>
  );
}
