import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch } from '@/store/hooks';
import { searchQueryChanged } from './searchSlice';

/** The search page's parameter: `/search?q=boom+barrier`. */
export const QUERY_PARAMETER = 'q';

/**
 * /search?q=… as the page's state, and back: arriving at the address (a shared link, a reload,
 * Back) sets the slice's words, after the first render, so the prerendered empty page hydrates
 * as it was written; the page's field writes its words into the address (replacing it, so Back
 * leaves the page rather than stepping through the typing). Words typed in the dialog over the
 * page leave the address alone: a navigation would close the dialog.
 */
export function useQueryFromUrl() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(QUERY_PARAMETER) ?? '';
  useEffect(() => {
    dispatch(changeOnly(searchQueryChanged(fromUrl)));
  }, [fromUrl, dispatch]);
  return (words: string) => {
    dispatch(searchQueryChanged(words));
    setParams(words ? { [QUERY_PARAMETER]: words } : {}, { replace: true });
  };
}
