import styled, { css } from 'styled-components';
import { SpreadRow } from '@/components/SpreadRow';
import { media } from '@/theme/media';

/** One look for every text-like control; the error state comes from aria-invalid itself. */
export const controlStyles = css`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
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
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const RequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Two columns of fields on wider screens, one below the mobile breakpoint. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.lg} ${theme.space.lg}`};
  ${media.upToMobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A field that spans both columns of a FieldGrid (addresses, messages). */
export const FullWidth = styled.div`
  grid-column: 1 / -1;
`;

/** The form's first row: the required-fields note, and "Clear form" at the far end (D42). */
export const FormTop = SpreadRow;

export const FormActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The white card a form sits on. */
export const FormPanel = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.md}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ${media.upToSmall} {
    padding: ${({ theme }) => theme.space.md};
  }
`;
