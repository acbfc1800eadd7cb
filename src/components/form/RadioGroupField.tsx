import styled from 'styled-components';
import type { Option } from './SelectField';
import { ErrorText, Hint, RequiredMark } from './styles';
import { useFieldState } from './useFieldState';
import { theme } from '@/theme/theme';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space.xs};
  font-weight: 600;
`;

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
    <Fieldset>
      <Legend>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Legend>
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
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Fieldset>
  );
}
