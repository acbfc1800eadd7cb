import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FormikValues } from 'formik';
import { clearDraft } from '@/api/leadDrafts';
import { readDraft, writeDraft, type LeadDraft } from './draftStorage';
import { draftWrites, type DraftWrites } from './draftWrites';
import { useFormStore } from './formState';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { draftExpired, draftRestored, selectRestoredFields } from './leadFormsSlice';

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
 * when every field is empty again (after a success or "Clear form", too), at once; a change
 * is written when typing pauses or the page is hidden (draftWrites.ts, D46). A restored draft
 * left untouched until its 30 minutes are up is taken back out of the form, its note too (D42:
 * the next person at a shared device must not find it on screen either). It follows the
 * values by subscription (formState.tsx): the form does not render for it.
 */
export function useLeadDraft(endpoint: string, identityFields: readonly string[]): void {
  const dispatch = useAppDispatch();
  const store = useFormStore();
  const stillAsked = useAppSelector((state) => selectRestoredFields(state, endpoint));
  // The values the form mounted with are not the visitor's: they never replace a draft. Nor
  // are those a restore put in: a restore does not start the draft's 30 minutes again (D42).
  const [mountValues] = useState(() => store.current().values);
  const restoredValues = useRef<FormikValues | null>(null);
  // When the restored draft's time is up, unless the visitor changes the form before.
  const expiry = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The values last seen, those still to be written, and when they are written.
  const seen = useRef<FormikValues | null>(null);
  const due = useRef<FormikValues | null>(null);
  const writes = useRef<DraftWrites | null>(null);
  // By value: the list may be built afresh on each render of the form.
  const identityKey = identityFields.join(' ');
  const draftFor = useEffectEvent((values: FormikValues) =>
    draftOf(values, identityKey.split(' '), stillAsked ?? []),
  );

  useEffect(() => {
    const { values, setValues } = store.current();
    const draft = readDraft(endpoint);
    if (!draft) return;
    const filled = Object.fromEntries(
      Object.entries(draft.values).filter(([name]) => values[name] === ''),
    );
    restoredValues.current = { ...values, ...filled };
    void setValues(restoredValues.current, false);
    dispatch(draftRestored({ endpoint, again: draft.again }));
    const takeBack = () => {
      const current = store.current();
      const emptied = Object.fromEntries(Object.keys(filled).map((name) => [name, '']));
      restoredValues.current = { ...current.values, ...emptied };
      void current.setValues(restoredValues.current, false);
      dispatch(draftExpired(endpoint));
    };
    expiry.current = setTimeout(takeBack, draft.expiresAt - Date.now());
    return () => {
      clearTimeout(expiry.current);
    };
    // Once, when the form mounts: later values come from the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onValues = useEffectEvent((values: FormikValues) => {
    if (values === seen.current) return;
    seen.current = values;
    if (values === mountValues || values === restoredValues.current) return;
    // The visitor's own values now: they live on in the drafts they write.
    clearTimeout(expiry.current);
    const draft = draftFor(values);
    const entered = draft.again.length > 0 || Object.values(draft.values).some(Boolean);
    if (entered) {
      due.current = values;
      writes.current?.due();
    } else {
      due.current = null;
      clearDraft(endpoint);
    }
  });
  useEffect(() => store.watch(({ values }) => onValues(values)), [store]);

  // A draft still due is written before the page is hidden (a phone may discard the tab then)
  // and when the form leaves the page.
  useEffect(() => {
    const current = draftWrites(() => {
      const values = due.current;
      due.current = null;
      if (values) writeDraft(endpoint, draftFor(values));
    });
    writes.current = current;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') current.flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', current.flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', current.flush);
      current.flush();
      writes.current = null;
    };
  }, [endpoint]);
}
