import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { selectLanguage } from '@/i18n/languageSlice';
import { useAppSelector } from '@/store/hooks';
import type { ItemRequest } from './contentLanguage';

/**
 * An item page's answer (`currentData` of its query) while the answer in a newly chosen
 * language loads: the one in the language before, so the page keeps its content and its scroll
 * position (D37) and its text changes in place when the new answer is in. A move to another
 * item still shows that item's loading state: `id` is part of what is kept.
 */
export function useKeptAcrossLanguages<Data>(
  id: string,
  currentData: Data | undefined,
): Data | undefined {
  const [kept, setKept] = useState<{ id: string; data: Data }>();
  // React's pattern for state from the previous render: set while rendering, guarded.
  if (currentData !== undefined && (kept?.id !== id || kept.data !== currentData)) {
    setKept({ id, data: currentData });
  }
  return currentData ?? (kept?.id === id ? kept.data : undefined);
}

/**
 * One item's query (an RTK Query hook of an endpoint taking `ItemRequest`) in the page's
 * language (E6), its answer kept across a change of language; none while `id` is unknown.
 */
export function useItemQuery<Result extends { currentData?: unknown }>(
  useQuery: (arg: ItemRequest | SkipToken) => Result,
  id: string | undefined,
): Result {
  const language = useAppSelector(selectLanguage);
  const result = useQuery(id === undefined ? skipToken : { id, language });
  const currentData = useKeptAcrossLanguages(id ?? '', result.currentData);
  return { ...result, currentData };
}
