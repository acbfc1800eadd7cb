import { useFormikContext, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { selectRestoredFiles } from './leadFormsSlice';
import { Hint } from './styles';
import { useAppSelector } from '@/store/hooks';

interface DraftNoteProps {
  endpoint: string;
  /** Each file field's label by field name. */
  fileLabels: Readonly<Record<string, string>>;
}

/**
 * D36: after a draft was restored, says so, and lists the documents that must be chosen again
 * (files are never stored); a document drops off the list once it is chosen.
 */
export function DraftNote({ endpoint, fileLabels }: DraftNoteProps) {
  const { t, i18n } = useTranslation();
  const { values } = useFormikContext<FormikValues>();
  const restoredFiles = useAppSelector((state) => selectRestoredFiles(state, endpoint));
  if (!restoredFiles) return null;
  const missing = restoredFiles
    .filter((name) => values[name] == null)
    .map((name) => fileLabels[name] ?? name);
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing);
  return (
    <Hint role="status">
      {t('leads.draft.restored')}
      {missing.length > 0 && ` ${t('leads.draft.chooseAgain', { documents: list })}`}
    </Hint>
  );
}
