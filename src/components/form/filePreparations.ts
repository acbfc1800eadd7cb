import { createContext, useCallback, useContext, useMemo, useRef } from 'react';

/**
 * What a file field does between a choice and its value (a photo shrunk, D15): `work` makes
 * the file to take, and `take` puts it in the field unless the form was emptied meanwhile.
 */
type Track = (work: Promise<File>, take: (file: File) => void) => void;

/** What a form's fields and its emptying see of the form's file preparations. */
interface FormFilePreparations {
  track: Track;
  /** Drops the preparations under way: the form is being emptied. */
  discard: () => void;
}

const FilePreparationsContext = createContext<FormFilePreparations>({
  track: (work, take) => void work.then(take),
  discard: () => undefined,
});

export const FilePreparationsProvider = FilePreparationsContext.Provider;

/** For a file field and what empties its form: the form's file preparations. */
export function useFormFilePreparations(): FormFilePreparations {
  return useContext(FilePreparationsContext);
}

/**
 * A form's file preparations under way. A submit that comes while a chosen photo is still
 * being shrunk must wait for it: checked at once, the field would still be empty, and the
 * visitor who had chosen the file would be told it is required. A form emptied meanwhile
 * ("Clear form", a success) drops them: a photo chosen before must not land in it afterwards.
 */
export function useFilePreparations() {
  const pending = useRef(new Set<Promise<void>>());
  // Counts the times the form was emptied; a preparation started before the last one is void.
  const emptied = useRef(0);
  const track = useCallback<Track>((work, take) => {
    const started = emptied.current;
    const taken = work.then((file) => {
      if (started === emptied.current) take(file);
    });
    pending.current.add(taken);
    const done = () => pending.current.delete(taken);
    taken.then(done, done);
  }, []);
  const discard = useCallback(() => {
    emptied.current += 1;
  }, []);
  /** Whether a chosen file is not in its field yet. */
  const busy = useCallback(() => pending.current.size > 0, []);
  /** Resolves once every file chosen so far is in its field (a choice made meanwhile too). */
  const settled = useCallback(async () => {
    while (pending.current.size > 0) await Promise.allSettled([...pending.current]);
  }, []);
  return useMemo(() => ({ track, discard, busy, settled }), [track, discard, busy, settled]);
}

/** Files held by their field as chosen while the one to send is made from them. */
const underPreparation = new WeakSet<File>();

/**
 * A stand-in for `file` as chosen, held by its field while a preparation still runs after the
 * choice has painted: the field shows it ("Preparing …") and is not empty, so nothing on
 * the page moves or says "required" when the prepared file takes its place, perhaps under a
 * press on the submit button. Its rules wait for the prepared file (fileRule), and a submit
 * waits for it anyway. A copy (the bytes are shared, not copied), so that the prepared file
 * always replaces it, even where the preparation keeps the file as chosen (a PDF).
 */
export function heldWhilePrepared(file: File): File {
  const held = new File([file], file.name, { type: file.type, lastModified: file.lastModified });
  underPreparation.add(held);
  return held;
}

/** Whether `file` stands in for a chosen file while the one to send is made from it. */
export function isBeingPrepared(file: File): boolean {
  return underPreparation.has(file);
}

/** Files a field's preparation would not take, with the message (a translation key) to show. */
const refusals = new WeakMap<File, string>();

/**
 * `file`, marked as one its field must not send: it stays in the field, for the visitor to
 * see which file it was, and the field's rule (fileRule) shows `message` for it, so the form
 * is not submitted while it is there.
 */
export function refused(file: File, message: string): File {
  refusals.set(file, message);
  return file;
}

/** Why `file` was refused, if it was. */
export function refusalOf(file: File): string | undefined {
  return refusals.get(file);
}
