import { readStoredDraft, writeStoredDraft } from '@/api/leadDrafts';

/**
 * D36, D42: a lead form's draft: its text values, identity numbers left out, and the fields
 * the visitor must fill in again after a restore (files are never stored, identity numbers
 * never leave the page's memory).
 */
export interface LeadDraft {
  values: Record<string, string>;
  /** Names of the file fields with a file chosen and of the identity fields with a value. */
  again: string[];
}

/** A draft read back, with the time its 30 minutes are up (D42). */
export interface RestoredDraft extends LeadDraft {
  expiresAt: number;
}

const strings = (value: unknown): value is string => typeof value === 'string';

/** The form's fresh draft (api/leadDrafts.ts drops it after 30 minutes), or null. */
export function readDraft(endpoint: string): RestoredDraft | null {
  const fresh = readStoredDraft(endpoint);
  const stored = fresh?.draft;
  if (!fresh || typeof stored !== 'object' || stored === null) return null;
  const { values, again } = stored as Partial<Record<keyof LeadDraft, unknown>>;
  if (typeof values !== 'object' || values === null) return null;
  return {
    values: Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string] => strings(entry[1])),
    ),
    again: Array.isArray(again) ? again.filter(strings) : [],
    expiresAt: fresh.expiresAt,
  };
}

export function writeDraft(endpoint: string, draft: LeadDraft): void {
  writeStoredDraft(endpoint, draft);
}
