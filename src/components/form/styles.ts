import styled, { css } from 'styled-components';
import { SpreadRow } from '@/components/SpreadRow';
import { media } from '@/theme/media';
import { theme } from '@/theme/theme';

/** One look for every text-like control; the error state comes from aria-invalid itself. */
export const controlStyles = css`
  display: block;
  width: 100%;
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.textMuted};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${theme.colors.danger};
  }
  &:disabled {
    background: ${theme.colors.surfaceAlt};
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`;

export const Select = styled.select`
  ${controlStyles}
`;

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const RequiredMark = styled.span`
  margin-left: ${theme.space.xs};
  color: ${theme.colors.danger};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** A field's error: its icon (FieldError.tsx) before the text, both in the danger colour. */
export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.xs};
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.danger};
  svg {
    flex: none;
    width: 1.15em;
    height: 1.15em;
    margin-top: 0.1em;
  }
`;

/** A group of controls under one name (radios, a date's parts): a bare fieldset. */
export const GroupFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

/** The group's name, styled as a field's label. */
export const GroupLegend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space.xs};
  font-weight: 600;
`;

/** Two columns of fields on wider screens, one below the mobile breakpoint. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.lg} ${theme.space.lg};
  ${media.upToMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * Three columns of short fields above the mobile breakpoint (city, state and pincode), so
 * that a third field does not sit alone on a row of two.
 */
export const ThreeColumnGrid = styled(FieldGrid)`
  ${media.aboveMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A field that spans every column of its grid (addresses, messages, a long name). */
export const FullWidth = styled.div`
  grid-column: 1 / -1;
`;

/** The form's first row: the required-fields note, and "Clear form" at the far end (D42). */
export const FormTop = SpreadRow;

export const FormActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`;

/** The white card a form sits on. */
export const FormPanel = styled.div`
  padding: ${theme.space.xl};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  h3 {
    margin: ${theme.space.xl} 0 ${theme.space.md};
    font-size: ${theme.fontSizes.lg};
  }
  ${media.upToSmall} {
    padding: ${theme.space.md};
  }
`;
