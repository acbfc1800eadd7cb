import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronRightIcon } from '@/components/icons/arrows';
import { theme } from '@/theme/theme';

/** The accordion's items, in a column. */
export const Accordion = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`;

// The open state is styled from attributes (`data-open`, `aria-expanded`), not from props: one
// class for both states, so opening an item generates and injects no CSS.
const Item = styled.div`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  &[data-open] {
    border-color: ${theme.colors.accentText};
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.md};
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space.md} ${theme.space.lg};
  border: none;
  border-radius: inherit;
  background: transparent;
  color: ${theme.colors.brand};
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform ${theme.motion.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
`;

const Panel = styled.div`
  padding: 0 ${theme.space.lg} ${theme.space.lg};
`;

interface AccordionItemProps {
  id: string;
  /** The item's element id: a #hash can point at it (a FAQ question, `faqAnchor`). */
  anchor?: string;
  title: string;
  /** The language of the title and panel where it is not the page's (WCAG 3.1.2). */
  lang?: string;
  open: boolean;
  onToggle: (id: string) => void;
  children: ReactNode;
}

/**
 * One disclosure of an accordion (WAI-ARIA APG): the title is a button in a heading with
 * aria-expanded and aria-controls; the panel is a region named by its button. Native buttons
 * give Enter and Space for free. A closed panel stays in the DOM (hidden), so aria-controls
 * always points at an element. The caller keeps which item is open (a slice) and memoises its
 * rows, so a toggle renders the items that open or close, not the list.
 */
export function AccordionItem({
  id,
  anchor,
  title,
  lang,
  open,
  onToggle,
  children,
}: AccordionItemProps) {
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const panelId = `${baseId}-panel`;
  return (
    <Item id={anchor} data-open={open || undefined} lang={lang}>
      <Heading>
        <Trigger
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(id)}
        >
          <span>{title}</span>
          <ChevronRightIcon />
        </Trigger>
      </Heading>
      <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        {children}
      </Panel>
    </Item>
  );
}
