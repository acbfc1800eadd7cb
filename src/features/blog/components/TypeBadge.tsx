import styled from 'styled-components';

/** The blog type (e.g. "Case Study") as a small label; nothing when the post has none. */
const Badge = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export function TypeBadge({ type }: { type: string }) {
  return type ? <Badge>{type}</Badge> : null;
}
