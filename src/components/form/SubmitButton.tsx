import { Button } from '@/components/Button';

interface SubmitButtonProps {
  label: string;
  busy: boolean;
  /** Shown instead of `label` while busy (e.g. 'Sending...'); the label stays otherwise. */
  busyLabel?: string;
}

/** Disabled while a submission is under way, so a second click sends nothing (D18). */
export function SubmitButton({ label, busy, busyLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy}>
      {busy && busyLabel ? busyLabel : label}
    </Button>
  );
}
