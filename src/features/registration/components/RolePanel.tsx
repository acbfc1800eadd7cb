import type { ReactNode } from 'react';
import { useAfterPaint } from '@/hooks/useAfterPaint';
import { useAppSelector } from '@/store/hooks';
import { selectRole, type PartnerRole } from '@/features/registration/registrationSlice';

interface RolePanelProps {
  /** Named `partner` because `role` is the ARIA attribute. */
  partner: PartnerRole;
  /** The role's form: the same element whichever role is chosen. */
  children: ReactNode;
}

/**
 * Shows its role's form while that role is chosen and hides it otherwise, keeping it mounted
 * so that switching roles loses nothing (spec section 2). It alone reads the role, so a switch
 * renders the two panels and the toggle, not the page or the forms inside (D46). It follows the
 * role once the tap has painted the toggle: the form shown for the first time is styled and
 * laid out in a frame of its own (docs/performance.md, "Role switches").
 */
export function RolePanel({ partner, children }: RolePanelProps) {
  const shown = useAfterPaint(useAppSelector(selectRole) === partner);
  return <div hidden={!shown}>{children}</div>;
}
