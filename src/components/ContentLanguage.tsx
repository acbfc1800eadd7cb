import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { primaryLanguage, type Localized } from '@/api/contentLanguage';
import { selectLanguage } from '@/i18n/languageSlice';
import { useShownLanguage } from '@/i18n/useShownLanguage';
import type { Language } from '@/i18n/languages';
import { useAppSelector } from '@/store/hooks';
import { theme } from '@/theme/theme';
import { GlobeIcon } from './icons/header';

/** The language of server text when it is not the page's, else undefined (E6). */
function foreign(contentLanguage: string | undefined, page: Language): string | undefined {
  return contentLanguage && primaryLanguage(contentLanguage) !== page ? contentLanguage : undefined;
}

/**
 * Gives the `lang` an element of server text needs (WCAG 3.1.2): the text's language where it
 * is not the language the page is shown in, so a screen reader reads it in the right voice and
 * the browser breaks and hyphenates it by that language's rules; none where it is the page's.
 */
export function useLangOf(): (contentLanguage: string | undefined) => string | undefined {
  const page = useShownLanguage();
  return (contentLanguage) => foreign(contentLanguage, page);
}

const Note = styled.p`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  max-width: 48rem;
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.sm} ${theme.space.md};
  border-inline-start: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceAlt};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  &[hidden] {
    display: none;
  }
  svg {
    flex: none;
    margin-top: 0.1em;
    color: ${theme.colors.accentText};
  }
`;

/** What the note needs of an answer's item (src/api/contentLanguage.ts). */
export type Answer = Pick<Localized<object>, 'contentLanguage' | 'askedIn'>;

/**
 * Says once, in the page's language, that server text on the page is in another language
 * (E6): each page renders it once, with the answers it shows, where those answers appear (so
 * it comes with them). English, the backend's default, is named; any other language is "the
 * language it was written in".
 *
 * It speaks only for a page whose words are in the language chosen, and of answers to that
 * language's request. On the way to a newly chosen language the page shows the answers of the
 * language before, then the new ones, while its words change when their translations are in:
 * a note then would come and go within the change, moving the page under the visitor's eyes
 * (64 px on /faq, taken back a moment later).
 */
export function ContentLanguageNote({ answers }: { answers: readonly (Answer | undefined)[] }) {
  const { t } = useTranslation();
  const shown = useShownLanguage();
  const chosen = useAppSelector(selectLanguage);
  const others =
    shown === chosen
      ? answers.flatMap((answer) =>
          answer?.askedIn === chosen ? (foreign(answer.contentLanguage, chosen) ?? []) : [],
        )
      : [];
  // Rendered, hidden, where nothing needs saying: a page's styles are then the same in every
  // language, and so are the hashes of its Content-Security-Policy (nginx gives the content
  // snapshot's item pages the union of theirs, in one header of limited length).
  if (others.length === 0) return <Note hidden />;
  const english = others.every((language) => primaryLanguage(language) === 'en');
  // A note about the page, not its content (so site search leaves it out).
  return (
    <Note role="note">
      <GlobeIcon />
      <span>
        {english ? t('common.contentLanguage.english') : t('common.contentLanguage.other')}
      </span>
    </Note>
  );
}
