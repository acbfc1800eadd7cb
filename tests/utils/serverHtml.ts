import { createElement, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppRunningProvider } from '@/app/AppRunning';

/** What the prerender and the hydrating browser wrap a page in (src/app/AppProviders.tsx). */
const asPrerendered = (page: ReactNode) =>
  createElement(AppRunningProvider, { hydrating: true, children: page });

/**
 * `page` as the prerender writes it, in a container of the document: what a visitor has
 * before the app runs. Remove the container at the end of the test.
 */
export function serverHtml(page: ReactNode): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(asPrerendered(page));
  document.body.append(container);
  return container;
}

/** The app taking over `container` (serverHtml's) as src/main.tsx does. */
export function hydrate(container: HTMLElement, page: ReactNode): void {
  act(() => {
    hydrateRoot(container, asPrerendered(page));
  });
}

/** An image found by its alt text: one waiting for its file has no role yet. */
export function imageByAlt(container: HTMLElement, alt: string): HTMLImageElement {
  const image = container.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
  if (!image) throw new Error(`no image "${alt}"`);
  return image;
}
