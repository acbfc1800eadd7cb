import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronRightIcon } from './icons';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The one open item (or none): the caller keeps it, e.g. in a slice. */
  openId: string | null;
  onToggle: (id: string) => void;
}

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.div<{ $open: boolean }>`
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.accentText : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Trigger = styled.button<{ $open: boolean }>`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: none;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  svg {
    flex: none;
    transform: rotate(${({ $open }) => ($open ? '90deg' : '0deg')});
    transition: transform ${({ theme }) => theme.motion.fast};
  }
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
`;

/**
 * Disclosure list (WAI-ARIA APG accordion): each title is a button in a heading with
 * aria-expanded and aria-controls; each panel is a region named by its button. Native buttons
 * give Enter and Space for free. Closed panels stay in the DOM (hidden) so aria-controls
 * always points at an element.
 */
export function Accordion({ items, openId, onToggle }: AccordionProps) {
  const baseId = useId();
  return (
    <List>
      {items.map((item, index) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <Item key={item.id} $open={open}>
            <Heading>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                $open={open}
                onClick={() => onToggle(item.id)}
              >
                <span>{item.title}</span>
                <ChevronRightIcon />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
