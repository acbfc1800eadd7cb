import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nContext } from 'react-i18next';

/**
 * react-i18next's context, re-provided when the language changes, inside a transition (D46).
 * react-i18next itself subscribes every `useTranslation` to i18next's `languageChanged` with
 * useSyncExternalStore, which React always renders at once: the click on a language re-rendered
 * the whole page before the browser could paint the closed picker (280 ms on a slowed phone).
 * createI18n turns that subscription off (`bindI18n: ''`); a new context value reaches the same
 * components here, in an interruptible render after the paint, whatever changed the language
 * (the picker, the URL, a Redux DevTools jump through src/i18n/syncLanguage.ts).
 */
export function TranslationProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const follow = (next: string) => {
      startTransition(() => setLanguage(next));
    };
    // A change between the first render and this effect is followed too.
    follow(i18n.language);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n]);
  // The language is part of the value only so that a change gives the context a new identity.
  const value = useMemo(() => ({ i18n, language }), [i18n, language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
