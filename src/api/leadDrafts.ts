import { isFulfilled, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { mutationEndpoint } from './submissionsSlice';

/**
 * D36: a lead form's text values kept in the tab's sessionStorage while the visitor types, so
 * a reload or a discarded tab loses nothing. One key per form, named after its mutation
 * endpoint. Files are never stored, only which fields had one (to ask for them again).
 * Storage that throws (private mode, quota) is ignored: the form works as without drafts.
 */
export interface LeadDraft {
  values: Record<string, string>;
  /** Names of the file fields that had a file chosen. */
  files: string[];
}

const keyOf = (endpoint: string) => `leadDraft:${endpoint}`;

export function readDraft(endpoint: string): LeadDraft | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(keyOf(endpoint)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { values, files } = parsed as Partial<Record<keyof LeadDraft, unknown>>;
    if (typeof values !== 'object' || values === null) return null;
    return {
      values: Object.fromEntries(
        Object.entries(values).filter((entry): entry is [string, string] => {
          return typeof entry[1] === 'string';
        }),
      ),
      files: Array.isArray(files) ? files.filter((name) => typeof name === 'string') : [],
    };
  } catch {
    return null;
  }
}

export function writeDraft(endpoint: string, draft: LeadDraft): void {
  try {
    window.sessionStorage.setItem(keyOf(endpoint), JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the form simply keeps no draft.
  }
}

export function clearDraft(endpoint: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(endpoint));
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
