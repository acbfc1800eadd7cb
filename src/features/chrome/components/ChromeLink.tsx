import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useChromeLinkClick } from '@/features/chrome/useChromeLinkClick';

interface ChromeLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  /** Navbar links mark the current page (aria-current="page") for styling and screen readers. */
  nav?: boolean;
}

export function ChromeLink({ to, children, className, nav = false }: ChromeLinkProps) {
  const onClick = useChromeLinkClick(to);
  if (nav) {
    return (
      <NavLink to={to} end={to === '/'} className={className} onClick={onClick}>
        {children}
      </NavLink>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
