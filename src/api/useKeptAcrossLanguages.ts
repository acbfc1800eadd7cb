import { useState } from 'react';

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
