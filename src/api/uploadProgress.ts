import { createAction } from '@reduxjs/toolkit';
import type { UploadProgress } from './submission';

/**
 * A submission's upload moved on (D35): dispatched by the submission sender
 * (xhrSubmission.ts), at most a few times a second; the submissions slice keeps it under the
 * mutation's endpoint name. An action of its own module, so the sender need not import the
 * slice (which would close an import cycle through the store and the base query).
 */
export const submissionProgressed = createAction<UploadProgress & { endpoint: string }>(
  'submissions/progressed',
);
