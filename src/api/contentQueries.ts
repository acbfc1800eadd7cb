import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { useDeferredValue, useMemo } from 'react';
import { selectLanguage } from '@/i18n/languageSlice';
import type { Language } from '@/i18n/languages';
import { useAppSelector } from '@/store/hooks';
import type { ItemRequest } from './contentLanguage';
import { usePreloadRequest } from './preloadRequest';
import { useKeptAcrossLanguages } from './useKeptAcrossLanguages';

/**
 * A content query's result as its page renders it. A new answer (the content arriving, the
 * answer in another language, a retry) renders the page first as it was, then with the answer
 * in a background render that React slices and yields between: a tap, or the next frame,
 * waits for one slice, not for the whole content. Rendered at once, the list on `/support`
 * was one task of 53 ms on the slowed phone, over D49's 50 (docs/performance.md, "A fetched
 * page's content").
 *
 * The whole result, not its data alone: the page's header, its 'Loading...' region and the
 * flags that choose between them change in the same commit, so nothing above the content
 * moves before it (a layout shift), and a FAQ link finds its question in the commit that
 * shows it. A page that starts with its answer (a content snapshot page, or an answer in the
 * cache) renders it in its first render, as before.
 */
export function useDeferredAnswer<Result>(result: Result): Result {
  return useDeferredValue(result);
}

/**
 * A list page's query in the page's language (E6), whose request the page's HTML starts
 * before the app's code (usePreloadRequest), its answer deferred (useDeferredAnswer).
 */
export function useListQuery<Result extends { data?: unknown }>(
  useQuery: (language: Language) => Result,
  path: string,
): Result {
  const result = useQuery(useAppSelector(selectLanguage));
  usePreloadRequest(path, result.data !== undefined);
  return useDeferredAnswer(result);
}

/**
 * One item's query (an RTK Query hook of an endpoint taking `ItemRequest`) in the page's
 * language (E6), its answer kept across a change of language (useKeptAcrossLanguages) and
 * deferred (useDeferredAnswer); none while `id` is unknown.
 */
export function useItemQuery<Result extends { currentData?: unknown }>(
  useQuery: (arg: ItemRequest | SkipToken) => Result,
  id: string | undefined,
): Result {
  const language = useAppSelector(selectLanguage);
  const result = useQuery(id === undefined ? skipToken : { id, language });
  const currentData = useKeptAcrossLanguages(id ?? '', result.currentData);
  // One object per answer, not per render: each new object would be a new answer to defer.
  const kept = useMemo(() => ({ ...result, currentData }), [result, currentData]);
  return useDeferredAnswer(kept);
}
