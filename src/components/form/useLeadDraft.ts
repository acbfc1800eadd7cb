import { useEffect, useRef } from 'react';
import { useFormikContext, type FormikValues } from 'formik';
import { clearDraft } from '@/api/leadDrafts';
import { readDraft, writeDraft, type LeadDraft } from './draftStorage';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { draftRestored, selectRestoredFields } from './leadFormsSlice';

/** A field the visitor has not filled: no file chosen, no text typed. */
export const isBlank = (value: unknown) => value == null || value === '';

/**
 * The draft of `values`: the text values except identity numbers (D42), and the names of the
 * fields to fill in again after a restore: file fields with a file chosen, identity fields
 * with a value, and those a restore asked for that are still blank (so a second reload still
 * asks for them). Never a file, never an identity number.
 */
function draftOf(
  values: FormikValues,
  identityFields: readonly string[],
  stillAsked: readonly string[],
): LeadDraft {
  const entries = Object.entries(values);
  const identity = (name: string) => identityFields.includes(name);
  const chosen = entries
    .filter(([name, value]) => value instanceof File || (identity(name) && !isBlank(value)))
    .map(([name]) => name);
  const missing = stillAsked.filter((name) => isBlank(values[name]));
  return {
    values: Object.fromEntries(
      entries.filter(([name, value]) => typeof value === 'string' && !identity(name)),
    ),
    again: [...chosen, ...missing],
  };
}

/**
 * D36, D42: keeps a lead form's text values in sessionStorage as the visitor types (identity
 * numbers never, api/leadDrafts.ts drops the draft after 30 minutes) and restores them when the
 * form comes back (reload, discarded tab, back navigation). A restored value fills only a
 * field that is still empty, so a value the page chose (the position a visitor applies for)
 * wins. Restoring runs after hydration, so the prerendered form matches first. The draft goes
 * when every field is empty again (after a success or "Clear form", too).
 */
export function useLeadDraft(endpoint: string, identityFields: readonly string[]): void {
  const dispatch = useAppDispatch();
  const { values, setValues } = useFormikContext<FormikValues>();
  const stillAsked = useAppSelector((state) => selectRestoredFields(state, endpoint));
  // The values the form mounted with are not the visitor's: they never replace a draft. Nor
  // are those a restore put in: a restore does not start the draft's 30 minutes again (D42).
  const mountValues = useRef(values);
  const restoredValues = useRef<FormikValues | null>(null);
  // By value: the list may be built afresh on each render of the form.
  const identityKey = identityFields.join(' ');

  useEffect(() => {
    const draft = readDraft(endpoint);
    if (!draft) return;
    const filled = Object.fromEntries(
      Object.entries(draft.values).filter(([name]) => values[name] === ''),
    );
    restoredValues.current = { ...values, ...filled };
    void setValues(restoredValues.current, false);
    dispatch(draftRestored({ endpoint, again: draft.again }));
    // Once, when the form mounts: later values come from the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (values === mountValues.current || values === restoredValues.current) return;
    const draft = draftOf(values, identityKey.split(' '), stillAsked ?? []);
    const entered = draft.again.length > 0 || Object.values(draft.values).some(Boolean);
    if (entered) writeDraft(endpoint, draft);
    else clearDraft(endpoint);
  }, [endpoint, values, identityKey, stillAsked]);
}
