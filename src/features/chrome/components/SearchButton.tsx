import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SearchIcon } from '@/components/icons/header';
import { searchOpened } from '@/features/chrome/chromeSlice';
import { useAppDispatch } from '@/store/hooks';
import { theme } from '@/theme/theme';

const Button = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.brand};
  cursor: pointer;
`;

/**
 * The navbar's search control, at every width (docs/behaviour.md, "Search"): it opens the
 * search dialog. It only dispatches: the `/` and Ctrl-K keys, the dialog, its code and the index
 * come with the footer's chunk or later (src/app/SiteSearch.tsx), so every page's first
 * script carries the button alone (docs/performance.md, "Bundle budget").
 */
export function SearchButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K"
      aria-label={t('chrome.nav.search')}
      onClick={() => dispatch(searchOpened())}
    >
      <SearchIcon />
    </Button>
  );
}
