import { memo, useCallback } from 'react';
import { Accordion, AccordionItem } from '@/components/Accordion';
import { useLangOf } from '@/components/ContentLanguage';
import { faqAnchor } from '@/features/faq/faqAnchor';
import type { ShownFaqItem } from '@/features/faq/faqApi';
import { faqItemToggled, selectOpenFaqId } from '@/features/faq/faqSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { FaqAnswer } from './FaqAnswer';

interface FaqRowProps {
  item: ShownFaqItem;
  open: boolean;
  onToggle: (id: string) => void;
}

/** Memoised: a toggle re-renders the question that opens and the one that closes only. */
const FaqRow = memo(function FaqRow({ item, open, onToggle }: FaqRowProps) {
  const langOf = useLangOf();
  const lang = langOf(item.contentLanguage);
  return (
    <AccordionItem
      id={item.id}
      anchor={faqAnchor(item.id)}
      title={item.faqQuestion}
      lang={lang}
      open={open}
      onToggle={onToggle}
    >
      <FaqAnswer item={item} />
    </AccordionItem>
  );
});

/**
 * The FAQ accordion, in the order given (the API already reverses the server's order). It
 * reads the open item itself, so opening a question does not render the page around it.
 */
export function FaqList({ items }: { items: readonly ShownFaqItem[] }) {
  const dispatch = useAppDispatch();
  const openId = useAppSelector(selectOpenFaqId);
  const onToggle = useCallback((id: string) => dispatch(faqItemToggled(id)), [dispatch]);
  return (
    <Accordion>
      {items.map((item) => (
        <FaqRow key={item.id} item={item} open={item.id === openId} onToggle={onToggle} />
      ))}
    </Accordion>
  );
}
