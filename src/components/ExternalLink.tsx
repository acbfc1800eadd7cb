import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
};

/** A link that leaves the site: new tab, no opener, no referrer, and says so to screen readers. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
