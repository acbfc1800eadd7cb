import { useEffect, useRef } from 'react';
import { useFormikContext, type FormikValues } from 'formik';
import { clearDraft } from '@/api/leadDrafts';
import { readDraft, writeDraft } from './draftStorage';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { draftRestored, selectRestoredFiles } from './leadFormsSlice';

/**
 * The text values, and the names of the file fields with a file chosen or still to be chosen
 * again after a restore (so a second reload still asks for them).
 */
function draftOf(values: FormikValues, toChooseAgain: readonly string[]) {
  const entries = Object.entries(values);
  const chosen = entries.filter(([, value]) => value instanceof File).map(([name]) => name);
  const missing = toChooseAgain.filter((name) => values[name] == null);
  return {
    values: Object.fromEntries(entries.filter((entry) => typeof entry[1] === 'string')),
    files: [...chosen, ...missing],
  };
}

/**
 * D36: keeps a lead form's text values in sessionStorage as the visitor types and restores
 * them when the form comes back (reload, discarded tab, back navigation). A restored value
 * fills only a field that is still empty, so a value the page chose (the position a visitor
 * applies for) wins. Restoring runs after hydration, so the prerendered form matches first.
 * The draft goes when every field is empty again (after a success, too).
 */
export function useLeadDraft(endpoint: string): void {
  const dispatch = useAppDispatch();
  const { values, setValues } = useFormikContext<FormikValues>();
  const toChooseAgain = useAppSelector((state) => selectRestoredFiles(state, endpoint));
  // The values the form mounted with are not the visitor's: they never replace a draft.
  const mountValues = useRef(values);

  useEffect(() => {
    const draft = readDraft(endpoint);
    if (!draft) return;
    const filled = Object.fromEntries(
      Object.entries(draft.values).filter(([name]) => values[name] === ''),
    );
    void setValues({ ...values, ...filled }, false);
    dispatch(draftRestored({ endpoint, files: draft.files }));
    // Once, when the form mounts: later values come from the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (values === mountValues.current) return;
    const draft = draftOf(values, toChooseAgain ?? []);
    const entered = draft.files.length > 0 || Object.values(draft.values).some(Boolean);
    if (entered) writeDraft(endpoint, draft);
    else clearDraft(endpoint);
  }, [endpoint, values, toChooseAgain]);
}
