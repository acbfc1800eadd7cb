import styled from 'styled-components';
import type { Option } from './SelectField';
import { FieldError } from './FieldError';
import { GroupFieldset, GroupLegend, Hint, RequiredMark } from './styles';
import { useFieldState } from './useFieldState';
import { theme } from '@/theme/theme';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: ${theme.layout.touchTarget};
  cursor: pointer;
  input {
    width: 1.15rem;
    height: 1.15rem;
    margin: 0;
    accent-color: ${theme.colors.accentText};
  }
`;

interface RadioGroupFieldProps {
  name: string;
  label: string;
  options: readonly Option[];
  required?: boolean;
  hint?: string;
}

/**
 * A fieldset of native radios: arrow keys move between choices and the legend names the
 * group. Each radio carries the error wiring, so the first one can take focus after a failed
 * submit and a screen reader reads the error with it.
 */
export function RadioGroupField({ name, label, options, required, hint }: RadioGroupFieldProps) {
  const { field, controlProps, id, hintId, errorId, error } = useFieldState<string>(name, {
    hint,
    required,
  });
  return (
    <GroupFieldset>
      <GroupLegend>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </GroupLegend>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Choices>
        {options.map((option, index) => (
          <Choice key={option.value}>
            <input
              {...field}
              {...controlProps}
              id={`${id}-${index}`}
              type="radio"
              value={option.value}
              checked={field.value === option.value}
            />
            {option.label}
          </Choice>
        ))}
      </Choices>
      {error && <FieldError id={errorId} message={error} />}
    </GroupFieldset>
  );
}
