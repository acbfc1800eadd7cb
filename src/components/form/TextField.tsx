import type { ChangeEvent, HTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';
import { Input } from './styles';
import { useFieldState } from './useFieldState';

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Upper-cases the value as it is typed (D16: PAN and GSTIN). */
  uppercase?: boolean;
}

/** Keeps the caret where it was, so editing the middle of a code does not jump to its end. */
function upperCaseInPlace(input: HTMLInputElement): void {
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  if (selectionStart !== null && selectionEnd !== null) {
    input.setSelectionRange(selectionStart, selectionEnd);
  }
}

export function TextField({
  name,
  label,
  type = 'text',
  required,
  hint,
  uppercase,
  ...inputProps
}: TextFieldProps) {
  const { field, controlProps, ...shell } = useFieldState<string>(name, { hint, required });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (uppercase) upperCaseInPlace(event.currentTarget);
    field.onChange(event);
  };
  return (
    <FieldShell label={label} required={required} hint={hint} {...shell}>
      <Input {...field} {...inputProps} {...controlProps} type={type} onChange={onChange} />
    </FieldShell>
  );
}
