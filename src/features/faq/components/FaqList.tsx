import { Accordion } from '@/components/Accordion';
import type { FaqItem } from '@/features/faq/faqApi';
import { FaqAnswer } from './FaqAnswer';

interface FaqListProps {
  items: readonly FaqItem[];
  openId: string | null;
  onToggle: (id: string) => void;
}

/** The FAQ accordion, in the order given (the API already reverses the server's order). */
export function FaqList({ items, openId, onToggle }: FaqListProps) {
  return (
    <Accordion
      items={items.map((item) => ({
        id: item.id,
        title: item.faqQuestion,
        content: <FaqAnswer item={item} />,
      }))}
      openId={openId}
      onToggle={onToggle}
    />
  );
}
