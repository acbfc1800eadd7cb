import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GlobeIcon } from '@/components/icons/header';
import { media } from '@/theme/media';
import { LANGUAGE_MENU_CLOSE_DELAY_MS } from '@/config/scroll';
import { languageSelected, selectLanguage } from '@/i18n/languageSlice';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  languageMenuClosed,
  languageMenuOpened,
  languageMenuToggled,
  selectLanguageMenuOpen,
} from '@/features/chrome/chromeSlice';
import { useDismiss } from '@/features/chrome/useDismiss';
import { theme } from '@/theme/theme';

const Wrapper = styled.div`
  position: relative;
`;

/** At tablet widths the code alone: the globe's room goes to the navbar's links. */
const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.brand};
  font-weight: 600;
  cursor: pointer;
  ${media.tablet} {
    padding-inline: ${theme.space.xs};
    svg {
      display: none;
    }
  }
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: ${theme.zIndex.menu};
  min-width: 180px;
  margin: 0;
  padding: ${theme.space.xs};
  list-style: none;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.raised};
`;

const Option = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.sm};
  border: none;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.text};
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${theme.colors.surfaceAlt};
    font-weight: 700;
  }
  @media (hover: hover) {
    &:hover {
      background: ${theme.colors.surfaceAlt};
    }
  }
`;

const MENU_ID = 'language-menu';

/**
 * Spec section 2: globe picker with EN HI DE FR RU ES ZH. A mouse opens it on hover and it
 * closes 200 ms after the pointer leaves; touch and keyboard open it with a click. Outside
 * click and Escape close it; the choice applies at once (stored by the language listener).
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectLanguageMenuOpen);
  const current = useAppSelector(selectLanguage);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // With a mouse, hovering opens and leaving closes, so a click on the globe only opens:
  // toggling there would close the menu the hover has just opened.
  const lastPointerType = useRef('');

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => {
    const timer = closeTimer;
    return () => window.clearTimeout(timer.current);
  }, []);

  useDismiss(wrapperRef, open, languageMenuClosed, triggerRef);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    dispatch(changeOnly(languageMenuOpened()));
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = window.setTimeout(
      () => dispatch(changeOnly(languageMenuClosed())),
      LANGUAGE_MENU_CLOSE_DELAY_MS,
    );
  };
  const choose = (language: Language) => {
    dispatch(changeOnly(languageSelected(language)));
    dispatch(changeOnly(languageMenuClosed()));
    triggerRef.current?.focus();
  };

  return (
    <Wrapper ref={wrapperRef} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onPointerDown={(event) => {
          lastPointerType.current = event.pointerType;
        }}
        onClick={(event) => {
          const mouseClick = event.detail > 0 && lastPointerType.current === 'mouse';
          dispatch(changeOnly(mouseClick ? languageMenuOpened() : languageMenuToggled()));
        }}
      >
        <GlobeIcon />
        <span className="visually-hidden">
          {t('chrome.language.button', { language: LANGUAGE_NAMES[current] })}{' '}
        </span>
        <span>{current.toUpperCase()}</span>
      </Trigger>
      <Menu id={MENU_ID} hidden={!open} aria-label={t('chrome.language.menuLabel')}>
        {SUPPORTED_LANGUAGES.map((language) => (
          <li key={language}>
            <Option
              type="button"
              lang={language}
              title={LANGUAGE_NAMES[language]}
              aria-pressed={language === current}
              onClick={() => choose(language)}
            >
              <span>{language.toUpperCase()}</span>
              <span aria-hidden="true">{LANGUAGE_NAMES[language]}</span>
            </Option>
          </li>
        ))}
      </Menu>
    </Wrapper>
  );
}
