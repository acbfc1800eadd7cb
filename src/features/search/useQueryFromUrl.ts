import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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
  // Not useSearchParams: it would put its code into the initial bundle's copy of React Router.
  const { search } = useLocation();
  const navigate = useNavigate();
  const fromUrl = new URLSearchParams(search).get(QUERY_PARAMETER) ?? '';
  useEffect(() => {
    dispatch(changeOnly(searchQueryChanged(fromUrl)));
  }, [fromUrl, dispatch]);
  return (words: string) => {
    dispatch(searchQueryChanged(words));
    const query = words ? `?${new URLSearchParams({ [QUERY_PARAMETER]: words }).toString()}` : '';
    void navigate({ search: query }, { replace: true });
  };
}
