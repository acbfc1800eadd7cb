import { lazy, type ComponentType } from 'react';

/** A route element whose page module loads in its own chunk on first visit. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}
