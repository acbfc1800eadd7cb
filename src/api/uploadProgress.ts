import { createAction } from '@reduxjs/toolkit';

/** How much of a submission's body the browser has sent, in bytes. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * A submission's upload moved on (D35). Dispatched by the submission base query, at most a few
 * times a second; the submissions slice keeps it under the mutation's endpoint name. Its own
 * module, so the base query and the slice can both use it without importing each other.
 */
export const submissionProgressed = createAction<UploadProgress & { endpoint: string }>(
  'submissions/progressed',
);
