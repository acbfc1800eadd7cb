/**
 * D36: a lead form's text values kept in the tab's sessionStorage while the visitor types, so
 * a reload or a discarded tab loses nothing. One key per form, named after its mutation
 * endpoint. The form code reads and writes drafts (components/form/draftStorage.ts); the
 * submission code clears one when its lead was taken (xhrSubmission.ts). Storage that throws (private mode,
 * quota) is ignored: the form works as without drafts.
 */
export const draftKey = (endpoint: string) => `leadDraft:${endpoint}`;

export function clearDraft(endpoint: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(endpoint));
  } catch {
    // As above: nothing was stored.
  }
}
