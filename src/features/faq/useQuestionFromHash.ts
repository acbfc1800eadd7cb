import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { FAQ_ANCHOR_PREFIX } from '@/features/faq/faqAnchor';
import type { FaqItem } from '@/features/faq/faqApi';
import { faqItemShown } from '@/features/faq/faqSlice';
import { useAppDispatch } from '@/store/hooks';

/** The question a #hash names, or '' (another hash, or one that is not valid %-encoding). */
function questionIn(hash: string): string {
  try {
    const anchor = decodeURIComponent(hash.slice(1));
    return anchor.startsWith(FAQ_ANCHOR_PREFIX) ? anchor.slice(FAQ_ANCHOR_PREFIX.length) : '';
  } catch {
    return '';
  }
}

/**
 * `/faq#faq-{id}` (a site search result, a shared link) opens that question once its item is
 * loaded; after the first render, so that a prerendered page hydrates as it was written (all
 * closed). Once per arrival: a visitor who then closes it keeps it closed.
 */
export function useQuestionFromHash(items: readonly FaqItem[]): void {
  const dispatch = useAppDispatch();
  const { hash, key } = useLocation();
  const shownFor = useRef<string | null>(null);
  const id = questionIn(hash);
  const present = id !== '' && items.some((item) => item.id === id);
  useEffect(() => {
    if (!present || shownFor.current === key) return;
    shownFor.current = key;
    dispatch(faqItemShown(id));
  }, [present, id, key, dispatch]);
}
