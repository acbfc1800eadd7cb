import { useTranslation } from 'react-i18next';
import type { SubmissionFailure } from '@/api/submission';
import type { SubmissionStatus } from '@/api/submissionsSlice';
import { FormStatus } from './FormStatus';

interface ConnectionNoteProps {
  online: boolean;
  status: SubmissionStatus;
  failure: SubmissionFailure | null;
}

/** Which connection text applies, if any (D35). */
function noteKey({ online, status, failure }: ConnectionNoteProps): string | null {
  const failed = status === 'failed';
  if (!online) return failed && failure === 'offline' ? 'offlineNotSent' : 'offline';
  return failed && failure === 'network' ? 'noAnswer' : null;
}

/**
 * D35: says when the browser is offline, that a submit while offline sent nothing, and after
 * a submission that got no answer, that everything entered is kept and the button sends it
 * again (never by itself). Beside the spec's own failure text, which stays as it is.
 */
export function ConnectionNote(props: ConnectionNoteProps) {
  const { t } = useTranslation();
  const key = noteKey(props);
  // Only while it has something to say: the form's two outcome regions stay its only ones.
  return key && <FormStatus live="status" tone="error" message={t(`leads.connection.${key}`)} />;
}
