import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormSelector } from './formState';
import { selectClearing, selectRestoredFields } from './leadFormsSlice';
import { Hint } from './styles';
import { isBlank } from './useLeadDraft';
import { useAppSelector } from '@/store/hooks';
import { theme } from '@/theme/theme';

type Labels = Readonly<Record<string, string>>;

const Note = styled(Hint)`
  &:not(:empty) {
    margin-bottom: ${theme.space.md};
  }
`;

interface DraftNoteProps {
  endpoint: string;
  /** Each file field's label by field name. */
  fileLabels: Labels;
  /** Each identity field's label by field name (D42). */
  identityLabels: Labels;
}

/**
 * The form's note on its draft, in a live region that is always there so that screen readers
 * announce what comes into it (polite, like the form's success status, which stays the form's one
 * `status`): after a draft was restored, says so and lists the documents to
 * choose again (D36: files are never stored) and the identity numbers to type again (D42: never
 * stored either); a field drops off its list once it is filled. After "Clear form", says that the
 * form was cleared.
 */
export function DraftNote({ endpoint, fileLabels, identityLabels }: DraftNoteProps) {
  const { t, i18n } = useTranslation();
  const restored = useAppSelector((state) => selectRestoredFields(state, endpoint));
  const cleared = useAppSelector((state) => selectClearing(state, endpoint)) === 'cleared';
  // The names of the fields the restore asks for that are still blank, as one string: the
  // note renders when that list changes, not on every key (D46).
  const blankAsked = useFormSelector(({ values }) =>
    (restored ?? []).filter((name) => isBlank(values[name])).join(' '),
  ).split(' ');
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  /** The labels, in the form's order, of the fields in `labels` the restore asks for. */
  const stillAsked = (labels: Labels) =>
    list.format(
      Object.keys(labels)
        .filter((name) => blankAsked.includes(name))
        .map((name) => labels[name] ?? name),
    );
  const documents = stillAsked(fileLabels);
  const fields = stillAsked(identityLabels);
  const text = cleared
    ? t('leads.draft.cleared')
    : restored &&
      [
        t('leads.draft.restored'),
        documents && t('leads.draft.chooseAgain', { documents }),
        fields && t('leads.draft.typeAgain', { fields }),
      ]
        .filter(Boolean)
        .join(' ');
  return <Note aria-live="polite">{text}</Note>;
}
