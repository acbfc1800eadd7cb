import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '@/theme/theme';

type Variant = 'primary' | 'secondary' | 'ghost';

/**
 * The primary and secondary buttons fill in brand under a mouse. Hover effects apply only where
 * the pointer can hover: a tap would leave them on (docs/page-design.md, "Hover is for a mouse").
 */
const brandUnderMouse = css`
  @media (hover: hover) {
    &:hover {
      background: ${theme.colors.brand};
      color: ${theme.colors.textOnDark};
    }
  }
`;

const buttonStyles = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: ${theme.layout.touchTarget};
  /* A label longer than a narrow screen wraps inside the button, centred. */
  max-width: 100%;
  text-align: center;
  padding: ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radii.pill};
  border: 2px solid transparent;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${theme.motion.fast},
    color ${theme.motion.fast};
  ${({ $variant = 'primary' }) => {
    if ($variant === 'secondary')
      return css`
        background: transparent;
        color: ${theme.colors.brand};
        border-color: ${theme.colors.brand};
        ${brandUnderMouse}
      `;
    if ($variant === 'ghost')
      return css`
        background: transparent;
        color: inherit;
        border-color: currentColor;
      `;
    return css`
      background: ${theme.colors.accentText};
      color: ${theme.colors.textOnDark};
      ${brandUnderMouse}
    `;
  }}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Button = styled.button<{ $variant?: Variant }>`
  ${buttonStyles}
`;

export const ButtonLink = styled(Link)<{ $variant?: Variant }>`
  ${buttonStyles}
`;

export const ButtonAnchor = styled.a<{ $variant?: Variant }>`
  ${buttonStyles}
`;

/**
 * A round, outlined icon-only button on a light bar (the navbar's search, a dialog's close);
 * its accessible name comes from aria-label.
 */
export const OutlinedIconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${theme.layout.touchTarget};
  height: ${theme.layout.touchTarget};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.brand};
  cursor: pointer;
`;
