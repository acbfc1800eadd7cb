import styled from 'styled-components';
import { theme } from '@/theme/theme';

/** The blog type (e.g. "Case Study") as a small label; nothing when the post has none. */
const Badge = styled.p`
  display: inline-block;
  margin: 0 0 ${theme.space.sm};
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceAlt};
  color: ${theme.colors.accentText};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/** `lang`: the server text's language where it is not the page's (E6). */
export function TypeBadge({ type, lang }: { type: string; lang?: string }) {
  return type ? <Badge lang={lang}>{type}</Badge> : null;
}
