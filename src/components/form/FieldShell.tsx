import type { ReactNode } from 'react';
import { ErrorText, FieldWrapper, Hint, Label, RequiredMark } from './styles';

export interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  hintId: string;
  error?: string | undefined;
  errorId: string;
  children: ReactNode;
}

/**
 * Label, optional hint, the control and its error, in that order. The asterisk is only a
 * visual cue: the control's own `required` attribute tells assistive technology.
 */
export function FieldShell({
  id,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  children,
}: FieldShellProps) {
  return (
    <FieldWrapper>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldWrapper>
  );
}
