import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import { FieldWrapper, Hint, Label, RequiredMark } from './styles';

export interface FieldShellProps {
  id: string;
  label: string;
  /** An id for the label, where the control names it itself (`aria-labelledby`). */
  labelId?: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  hintId: string;
  error?: string | undefined;
  errorId: string;
  children: ReactNode;
}

/**
 * Label, the control, its optional hint and its error, in that order. The hint goes under the
 * control, as the error does: in a row of two fields, a hint between label and control pushed
 * that control 28 px below its neighbour's (D44); the control names it in `aria-describedby`
 * either way. The asterisk is only a visual cue: the control's own `required` attribute tells
 * assistive technology.
 */
export function FieldShell({
  id,
  label,
  labelId,
  required,
  hint,
  hintId,
  error,
  errorId,
  children,
}: FieldShellProps) {
  return (
    <FieldWrapper>
      <Label id={labelId} htmlFor={id}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {children}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <FieldError id={errorId} message={error} />}
    </FieldWrapper>
  );
}
