import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { AppRunningContext } from '@/hooks/useAppRunning';

/**
 * Tells the tree when the app runs (useAppRunning). `hydrating`: this render writes or hydrates
 * the prerendered HTML, so it must render the page as the HTML has it, and the app runs from the
 * next render on.
 *
 * That next render is a transition. Each reader used to find out through useSyncExternalStore
 * and a server snapshot of its own, and React renders such a difference at once, without
 * yielding: on a phone, in one task of 150–230 ms at 4× CPU right after hydration, with the
 * images, the Solutions row and the footer's buttons (docs/performance.md, "The app's start").
 */
export function AppRunningProvider({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [running, setRunning] = useState(!hydrating);
  useEffect(() => {
    if (!running) startTransition(() => setRunning(true));
  }, [running]);
  return <AppRunningContext value={running}>{children}</AppRunningContext>;
}
