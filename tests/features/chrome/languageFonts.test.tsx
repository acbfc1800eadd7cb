/**
 * The language picker's names, each in its own script (हिन्दी, 中文): their first layout finds
 * and loads the fonts of that script. Done in idle moments after the page's load, that work
 * stays out of the tap that first opens the menu (issue 31). A file of its own: the work
 * runs on after a render, and another test's would mix with this one's.
 */
import { screen, waitFor } from '@testing-library/react';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { renderRoute } from '../../utils/renderWithProviders';

it("lays each language's name out once, in its language, after the load and before any tap", async () => {
  const laidOut: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (record.target === document.body && node instanceof HTMLElement && node.lang)
          laidOut.push(`${node.lang} ${node.firstChild?.textContent ?? ''}`);
  });
  observer.observe(document.body, { childList: true });
  try {
    await renderRoute('/no-such-page');
    await waitFor(() => expect(laidOut).toHaveLength(SUPPORTED_LANGUAGES.length));
  } finally {
    observer.disconnect();
  }
  expect(laidOut).toEqual(SUPPORTED_LANGUAGES.map((lang) => `${lang} ${LANGUAGE_NAMES[lang]}`));
  // Nothing of it stays in the page, and the menu is still closed.
  expect(document.body.querySelectorAll(':scope > [lang]')).toHaveLength(0);
  expect(screen.getByRole('button', { name: /^Language:/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
