import styled from 'styled-components';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { media } from '@/theme/media';
import { ChromeLink } from './ChromeLink';
import { theme } from '@/theme/theme';

const LogoLink = styled(ChromeLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.colors.brand};
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
  text-decoration: none;
  /* The brand's name beside the mark: tablet widths need its room for the navbar's links. */
  ${media.tablet} {
    span[aria-hidden] {
      display: none;
    }
  }
`;

/** The brand mark: a parking "P" sign; the link's name comes from `label`. */
export function Logo({ label }: { label: string }) {
  const { colors } = theme;
  return (
    <LogoLink to={paths.home}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="8" fill={colors.brand} />
        <path d="M12 27V9h7.5a5.5 5.5 0 0 1 0 11H16v7z" fill={colors.accent} />
        <circle cx="26.5" cy="26.5" r="3" fill={colors.highlight} />
      </svg>
      <span aria-hidden="true">{brand.name}</span>
      <span className="visually-hidden">{label}</span>
    </LogoLink>
  );
}
