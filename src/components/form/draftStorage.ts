import { draftKey } from '@/api/leadDrafts';

/** D36: a lead form's draft: its text values, and which file fields had a file chosen. */
export interface LeadDraft {
  values: Record<string, string>;
  /** Names of the file fields that had a file chosen (files themselves are never stored). */
  files: string[];
}

export function readDraft(endpoint: string): LeadDraft | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(draftKey(endpoint)) ?? 'null');
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
    window.sessionStorage.setItem(draftKey(endpoint), JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the form simply keeps no draft.
  }
}
