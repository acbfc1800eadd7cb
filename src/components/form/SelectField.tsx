import { FieldShell } from './FieldShell';
import { Select } from './styles';
import { useFieldState } from './useFieldState';

export interface Option {
  /** What is submitted (the spec's value, e.g. "Private Limited"). */
  value: string;
  /** What the visitor reads, in their language. */
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly Option[];
  /** Text of the empty first choice, so nothing is preselected for the visitor. */
  placeholder: string;
  required?: boolean;
  hint?: string;
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  hint,
}: SelectFieldProps) {
  const { field, controlProps, ...shell } = useFieldState<string>(name, { hint, required });
  return (
    <FieldShell label={label} required={required} hint={hint} {...shell}>
      <Select {...field} {...controlProps}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}
