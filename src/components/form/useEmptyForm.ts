import type { FormikValues } from 'formik';
import { useFormFilePreparations } from './filePreparations';
import { useFormStore } from './formState';

/**
 * Empties the form: every field takes `blank()`'s value, and a photo still being shrunk
 * (filePreparations.ts) is dropped, so it never lands in the emptied form afterwards: a form
 * cleared on a shared phone keeps nothing (D42), and one that succeeded starts afresh (D18).
 */
export function useEmptyForm(blank: () => FormikValues): () => void {
  const store = useFormStore();
  const { discard } = useFormFilePreparations();
  return () => {
    discard();
    store.current().resetForm({ values: blank() });
  };
}
