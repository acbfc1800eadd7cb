import { isFulfilled, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { mutationEndpoint } from './submissionsSlice';

/**
 * D36: a lead form's text values kept in the tab's sessionStorage while the visitor types, so
 * a reload or a discarded tab loses nothing. One key per form, named after its mutation
 * endpoint. The form code reads and writes drafts (components/form/draftStorage.ts); only
 * clearing them after a success is here, for every page. Storage that throws (private mode,
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

/**
 * A lead the backend took leaves no draft behind, even when its form is no longer on the page
 * when the answer comes (the draft holds identity numbers: kept no longer than needed).
 */
export function addDraftClearing(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    predicate: (action) => isFulfilled(action) && mutationEndpoint(action) !== null,
    effect: (action) => {
      const endpoint = mutationEndpoint(action);
      if (endpoint) clearDraft(endpoint);
    },
  });
}
