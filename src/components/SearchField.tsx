import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/theme';

const Field = styled.div`
  max-width: 36rem;
  margin: 0 0 ${theme.space.xl};
`;

const Input = styled.input`
  width: 100%;
  min-height: 48px;
  padding: ${theme.space.sm} ${theme.space.lg};
  border: 1px solid ${theme.colors.textMuted};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  &::placeholder {
    color: ${theme.colors.textMuted};
  }
`;

interface SearchFieldProps {
  /** The accessible name; the placeholder alone is not a label. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search box that filters a list in place (FAQ, support videos). */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <Field role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** Case-insensitive substring match; an empty (or blank) query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' || text.toLocaleLowerCase().includes(needle);
}
