import { createAction } from '@reduxjs/toolkit';

/**
 * D36, D42: a lead form's draft, kept in the tab's sessionStorage while the visitor types so a
 * reload or a discarded tab loses nothing. One key per form, named after its mutation endpoint.
 * Each stored draft carries the time it was written and is dropped 30 minutes later: a browser
 * writes session storage to disk and brings it back with a restored tab, so on a shared phone
 * or PC the next person must not find it. What a draft holds is the form code's business
 * (components/form/draftStorage.ts: never an identity number, never a file); this module keeps
 * its time. The submission code clears a draft when its lead was taken (xhrSubmission.ts).
 * Storage that throws (private mode, quota) is ignored: the form works as without drafts.
 */
const KEY_PREFIX = 'leadDraft:';

/** How long a draft lives after it was last written (D42). */
export const DRAFT_LIFETIME_MS = 30 * 60 * 1000;

const draftKey = (endpoint: string) => `${KEY_PREFIX}${endpoint}`;

/** The visitor emptied a form with its "Clear form" control, draft included (D42). */
export const leadFormCleared = createAction<string>('leadForms/formCleared');

interface StoredDraft {
  savedAt: number;
  draft: unknown;
}

/**
 * A stored draft that is still fresh, or null. Written a moment ago counts; written in the
 * future (the clock was set back) does not: nothing outlives its 30 minutes that way.
 */
function freshDraft(raw: string | null, now: number): StoredDraft | null {
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { savedAt, draft } = parsed as Partial<StoredDraft>;
    if (typeof savedAt !== 'number') return null;
    const age = now - savedAt;
    return age >= 0 && age < DRAFT_LIFETIME_MS ? { savedAt, draft } : null;
  } catch {
    return null;
  }
}

export function clearDraft(endpoint: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(endpoint));
  } catch {
    // As above: nothing was stored.
  }
}

/**
 * Removes every draft of the tab that is older than its 30 minutes, or not one this site
 * writes today (a draft without a time came from before D42 and may hold identity numbers).
 * Runs when the app starts and when a written draft's time is up.
 */
export function dropExpiredDrafts(now = Date.now()): void {
  try {
    const storage = window.sessionStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) {
      if (key?.startsWith(KEY_PREFIX) && !freshDraft(storage.getItem(key), now)) {
        storage.removeItem(key);
      }
    }
  } catch {
    // Blocked storage holds no drafts.
  }
}

/** The timer that drops each form's draft when its time is up, while the page stays open. */
const expiryTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dropWhenExpired(endpoint: string, delay: number): void {
  clearTimeout(expiryTimers.get(endpoint));
  expiryTimers.set(
    endpoint,
    setTimeout(() => {
      expiryTimers.delete(endpoint);
      dropExpiredDrafts();
    }, delay),
  );
}

/** A fresh draft as the form wrote it, and when its 30 minutes are up (ms since 1970). */
export interface FreshDraft {
  draft: unknown;
  expiresAt: number;
}

/**
 * The form's draft if it is fresh; an expired one is removed. A draft read back (a reload, a
 * restored tab) keeps the time it was written: it goes 30 minutes after that, the page open or
 * not, as one written in this page does.
 */
export function readStoredDraft(endpoint: string): FreshDraft | null {
  try {
    const now = Date.now();
    const stored = freshDraft(window.sessionStorage.getItem(draftKey(endpoint)), now);
    if (!stored) {
      clearDraft(endpoint);
      return null;
    }
    const expiresAt = stored.savedAt + DRAFT_LIFETIME_MS;
    dropWhenExpired(endpoint, expiresAt - now);
    return { draft: stored.draft, expiresAt };
  } catch {
    return null;
  }
}

/** Keeps `draft` with the time of writing; its 30 minutes start again. */
export function writeStoredDraft(endpoint: string, draft: unknown): void {
  try {
    const stored: StoredDraft = { savedAt: Date.now(), draft };
    window.sessionStorage.setItem(draftKey(endpoint), JSON.stringify(stored));
    dropWhenExpired(endpoint, DRAFT_LIFETIME_MS);
  } catch {
    // Private mode or a full quota: the form simply keeps no draft.
  }
}
