import type { SubmissionFailure } from '@/api/submission';
import type { SubmissionStatus as Status } from '@/api/submissionsSlice';
import { FormStatus } from './FormStatus';

/** The outcome texts a form passes in: the spec's or a decision's exact words. */
export interface OutcomeMessages {
  success: string;
  /** One text, or one per kind of failure (the hiring form tells network from server). */
  failure: string | ((failure: SubmissionFailure | null) => string);
}

export function outcomeText(
  { success, failure: failed }: OutcomeMessages,
  status: Status,
  failure: SubmissionFailure | null,
): string | null {
  if (status === 'succeeded') return success;
  // Nothing was sent while offline: the connection note says so (D35), not a failure text.
  if (status !== 'failed' || failure === 'offline') return null;
  return typeof failed === 'string' ? failed : failed(failure);
}

interface SubmissionStatusProps {
  status: Status;
  failure: SubmissionFailure | null;
  messages: OutcomeMessages;
  /** Which outcomes this region shows; a form may place its success apart from its failure. */
  show: 'success' | 'failure';
}

/** One of a lead form's two announced outcome regions (D27): success polite, failure at once. */
export function SubmissionStatus({ status, failure, messages, show }: SubmissionStatusProps) {
  const shown = show === 'success' ? status === 'succeeded' : status === 'failed';
  return (
    <FormStatus
      tone={show === 'success' ? 'success' : 'error'}
      message={shown ? outcomeText(messages, status, failure) : null}
    />
  );
}
