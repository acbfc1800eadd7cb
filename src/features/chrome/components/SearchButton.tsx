import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SearchIcon } from '@/components/icons/header';
import { searchOpened } from '@/features/chrome/chromeSlice';
import { changeOnly } from '@/store/changeOnly';
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

/** `/` where it types nothing (outside a text field), and Ctrl-K or ⌘-K anywhere. */
function opensSearch(event: KeyboardEvent): boolean {
  if (event.altKey) return false;
  const command = event.ctrlKey || event.metaKey;
  if (command) return event.key.toLowerCase() === 'k';
  const target = event.target as HTMLElement;
  return (
    event.key === '/' &&
    !target.isContentEditable &&
    !/^(?:INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
  );
}

/**
 * The navbar's search control, at every width (docs/behaviour.md, "Search"): it opens the
 * search dialog, as `/` and Ctrl-K (⌘-K) do. It only dispatches: the dialog, its code and the
 * index load when it opens (src/app/SiteSearch.tsx), so the button costs every page a few
 * bytes only.
 */
export function SearchButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return;
      event.preventDefault();
      dispatch(changeOnly(searchOpened()));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);
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
