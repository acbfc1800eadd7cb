import { FieldShell } from './FieldShell';
import { TextArea } from './styles';
import { useFieldState } from './useFieldState';

interface TextAreaFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  rows?: number;
}

export function TextAreaField({ name, label, required, hint, ...areaProps }: TextAreaFieldProps) {
  const { field, controlProps, ...shell } = useFieldState<string>(name, { hint, required });
  return (
    <FieldShell label={label} required={required} hint={hint} {...shell}>
      <TextArea rows={4} {...field} {...areaProps} {...controlProps} />
    </FieldShell>
  );
}
