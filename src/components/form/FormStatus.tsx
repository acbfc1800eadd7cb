import styled, { css } from 'styled-components';
import { theme } from '@/theme/theme';

type Tone = 'success' | 'error';

const Region = styled.p<{ $tone: Tone }>`
  margin: 0;
  font-weight: 600;
  color: ${({ $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  &:not(:empty) {
    padding: ${theme.space.sm} ${theme.space.md};
    border-left: 4px solid currentColor;
    ${({ $tone }) => css`
      background: ${$tone === 'error' ? theme.colors.dangerSurface : theme.colors.successSurface};
      border-radius: ${theme.radii.sm};
    `}
  }
`;

interface FormStatusProps {
  tone: Tone;
  /** null keeps the region empty but present, so the next message is announced. */
  message: string | null;
  /** A box with one region for both outcomes (the newsletter) announces both politely. */
  live?: 'status' | 'alert';
  className?: string;
}

/**
 * A submission outcome, announced to screen readers (D27): successes politely
 * (role="status"), failures at once (role="alert"). The region stays in the page while empty
 * because live regions are only reliable when they exist before their text changes.
 */
export function FormStatus({ tone, message, live, className }: FormStatusProps) {
  return (
    <Region
      role={live ?? (tone === 'error' ? 'alert' : 'status')}
      $tone={tone}
      className={className}
    >
      {message}
    </Region>
  );
}
