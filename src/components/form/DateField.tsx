import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DATE_PARTS, datePartsOf, joinDateParts, typedIntoPart } from './dateParts';
import { FieldError } from './FieldError';
import { GroupFieldset, GroupLegend, Hint, Input, RequiredMark } from './styles';
import { useFieldState } from './useFieldState';
import { theme } from '@/theme/theme';

const Parts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
`;

const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  label {
    font-size: ${theme.fontSizes.sm};
  }
`;

/** As wide as its digits: two for the day and the month, four for the year. */
const PartInput = styled(Input)`
  width: calc(3ch + 2 * ${theme.space.md});
  font-variant-numeric: tabular-nums;
  &[data-part='year'] {
    width: calc(5ch + 2 * ${theme.space.md});
  }
`;

interface DateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}

/**
 * A date as three numeric fields, day, month and year, in that order in every language (E7):
 * a group named by its legend, each part labelled, the numeric keypad on phones. The browser's
 * own date input showed its locale's order ("mm/dd/yyyy" to an Indian visitor with an English
 * browser) in its own words. The three parts share the field's name, so a part left before the
 * app ran counts as the field left (src/lib/earlyTouches.ts), and their autocomplete is off:
 * a browser then neither saves them with the session's page state nor offers them elsewhere
 * (D42). Moving between the parts is not leaving the field; leaving the group is.
 */
export function DateField({ name, label, required, hint }: DateFieldProps) {
  const { t } = useTranslation();
  const { field, setTyped, controlProps, id, hintId, errorId, error } = useFieldState<string>(
    name,
    { hint, required },
  );
  const parts = datePartsOf(field.value);

  const onChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = typedIntoPart(event.currentTarget.value);
    const next =
      'parts' in typed ? typed.parts : parts.map((part, at) => (at === index ? typed.part : part));
    setTyped(joinDateParts(next));
  };
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) {
      return;
    }
    field.onBlur(event);
  };

  const groupDescribedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <GroupFieldset id={id} aria-describedby={groupDescribedBy || undefined} onBlur={onBlur}>
      <GroupLegend>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </GroupLegend>
      <Parts>
        {DATE_PARTS.map((part, index) => (
          <Part key={part}>
            <label htmlFor={`${id}-${part}`}>{t(`forms.date.${part}`)}</label>
            <PartInput
              id={`${id}-${part}`}
              name={name}
              data-part={part}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              required={controlProps.required}
              aria-invalid={controlProps['aria-invalid']}
              aria-describedby={error ? errorId : undefined}
              value={parts[index]}
              onChange={onChange(index)}
            />
          </Part>
        ))}
      </Parts>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <FieldError id={errorId} message={error} />}
    </GroupFieldset>
  );
}
