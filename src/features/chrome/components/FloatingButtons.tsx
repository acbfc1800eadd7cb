import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { IconButton } from '@/components/Button';
import { ArrowDownIcon, ArrowUpIcon, ChatIcon } from '@/components/icons';
import { scrollByDown, scrollToTop } from '@/lib/scroll';
import { paths } from '@/config/paths';
import { CONTACT_SCROLL_DELAY_MS, SCROLL_DOWN_STEP_PX } from '@/config/scroll';
import { useAppSelector } from '@/store/hooks';
import { selectFloatingButtonsVisible } from '@/features/chrome/chromeSlice';

const Stack = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.floating};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  & > button {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

/**
 * Spec section 2: shown once scrolled past 300 px. Contact goes to /contact and scrolls to
 * the top 100 ms later; the scroll-down button (500 px) is on the home page only (D19).
 */
export function FloatingButtons() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const visible = useAppSelector(selectFloatingButtonsVisible);
  if (!visible) return null;

  const goToContact = () => {
    void navigate(paths.contact);
    window.setTimeout(() => scrollToTop(true), CONTACT_SCROLL_DELAY_MS);
  };

  return (
    <Stack>
      <IconButton type="button" aria-label={t('chrome.floating.contact')} onClick={goToContact}>
        <ChatIcon />
      </IconButton>
      {pathname === paths.home && (
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
    </Stack>
  );
}
