/**
 * Never a blank page (D7, D8): when the app cannot start (its script or a chunk fails to load,
 * translations cannot be had, the store throws), the page is shown again with the branded
 * error screen of D8 in place of the page's content, with the failure and a "Try again" link
 * that reloads. The prerender writes the screen into every page as a <template>, in the page's
 * language (START_FAILURE_ID); the boot script and main.tsx show it. Kept free of React and
 * the store: the boot script, inlined in every page, uses it.
 */
import { PENDING_CLASS } from './prerendered';

export const START_FAILURE_ID = 'start-failure';
/** The element of the screen that receives the failure's message. */
export const START_FAILURE_DETAIL = 'data-failure-detail';
/** Class of the screen, styled by the page's own style block (PENDING_STYLE). */
export const START_FAILURE_CLASS = 'start-failure';
/**
 * How long the app may take to render after its scripts have all arrived before the page is
 * shown anyway: evaluating them takes well under a second, even on a slow phone.
 */
export const START_SAFETY_MS = 10_000;

export interface StartFailureTexts {
  title: string;
  text: string;
  tryAgain: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The screen as the prerender writes it. "Try again" is a link to this very address (an empty
 * href, made explicit when shown), so it reloads without the app.
 */
export function startFailureTemplate({ title, text, tryAgain }: StartFailureTexts): string {
  return (
    `<template id="${START_FAILURE_ID}"><section class="${START_FAILURE_CLASS}" role="alert">` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><code ${START_FAILURE_DETAIL}></code>` +
    `<a href="">${escapeHtml(tryAgain)}</a></section></template>`
  );
}

/**
 * Shows the page with the error screen in its main region (or in #root when the page has no
 * content yet), once; without a template (a development build) the page is at least shown.
 */
export function showStartFailure(doc: Document, detail: string): void {
  doc.documentElement.classList.remove(PENDING_CLASS);
  const template = doc.getElementById(START_FAILURE_ID) as HTMLTemplateElement | null;
  if (!template || doc.querySelector(`.${START_FAILURE_CLASS}`)) return;
  const screen = template.content.cloneNode(true) as DocumentFragment;
  const slot = screen.querySelector(`[${START_FAILURE_DETAIL}]`);
  if (slot) slot.textContent = detail;
  const reload = screen.querySelector('a');
  if (reload) reload.href = doc.location.href.replace(/#.*$/, '');
  const root = doc.getElementById('root');
  (root?.querySelector('main') ?? root)?.replaceChildren(screen);
}
