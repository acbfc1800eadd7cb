import { useContext } from 'react';
import { Button } from '@/components/Button';
import { SubmitLabel } from './SubmitLabel';
import { FormIdContext } from './useFieldState';

interface SubmitButtonProps {
  label: string;
  busy: boolean;
  /** Shown instead of `label` while busy (e.g. 'Sending...'); the label stays otherwise. */
  busyLabel?: string;
}

/** Disabled while a submission is under way, so a second click sends nothing (D18). */
export function SubmitButton({ label, busy, busyLabel }: SubmitButtonProps) {
  const formId = useContext(FormIdContext);
  return (
    <Button type="submit" disabled={busy}>
      <SubmitLabel formId={formId} label={busy && busyLabel ? busyLabel : label} />
    </Button>
  );
}
