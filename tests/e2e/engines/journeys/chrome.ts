/**
 * The site's chrome and its interactive pieces: the mobile menu on a phone, the language
 * picker, an FAQ answer, the Support modal player (a native <dialog>), a carousel's step and
 * the not-found page.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import hindiChrome from '@/locales/hi/chrome.json';
import { faqs } from '@/mocks/fixtures/faq';
import { supportVideos } from '@/mocks/fixtures/support';
import type { Target } from '../driver/tab';
import { PHONE, TABS, withTab } from './context';

const banner: Target = { role: 'banner' };
const aboutInBanner: Target = { role: 'link', name: 'About us', within: banner };

void describe('chrome, FAQ, Support and the not-found page', { concurrency: TABS }, () => {
  void test('at 390 px the menu opens from its button and its link navigates', () =>
    withTab(async (tab) => {
      await tab.goto('/');
      assert.equal(await tab.isShown(aboutInBanner), false, 'the links are collapsed');
      await tab.click({ role: 'button', name: 'Open menu' });
      await tab.click(aboutInBanner);
      await tab.waitForPath('/aboutus');
      await tab.see({ role: 'heading', name: 'About us', within: { role: 'main' } });
      await tab.see({ role: 'button', name: 'Open menu' });
      assert.equal(await tab.isShown(aboutInBanner), false, 'the menu closed on navigation');
    }, PHONE));

  void test('the language picker shows the page in Hindi at its Hindi address, kept on reload', () =>
    withTab(async (tab) => {
      await tab.goto('/aboutus');
      await tab.click({ role: 'button', name: /^Language:/ });
      await tab.click({ role: 'button', name: 'HI' });
      await tab.waitForPath('/hi/aboutus');
      await tab.see({ role: 'link', name: hindiChrome.nav.home, within: banner });
      assert.equal(await tab.evaluate<string>('document.documentElement.lang'), 'hi');
      await tab.reload();
      assert.equal(await tab.path(), '/hi/aboutus');
      await tab.see({ role: 'link', name: hindiChrome.nav.home, within: banner });
    }));

  void test('an FAQ question opens its answer', () =>
    withTab(async (tab) => {
      const faq = faqs[0];
      assert.ok(faq);
      await tab.goto('/faq');
      const question: Target = { role: 'button', name: faq.faqQuestion };
      await tab.click(question);
      await tab.seeText(faq.faqAnswer);
      assert.equal(
        await tab.evaluate<string | null>(
          `[...document.querySelectorAll('main button[aria-expanded="true"]')].map((button) => button.innerText.trim()).join('|')`,
        ),
        faq.faqQuestion,
      );
    }));

  void test('the Support modal opens its video and closes by its button and by Escape', () =>
    withTab(async (tab) => {
      const video = supportVideos[0];
      assert.ok(video);
      const title = video.supportVideoHeading;
      const dialog: Target = { role: 'dialog', name: title };
      await tab.goto('/support');
      await tab.click({ role: 'button', name: `Watch: ${title}` });
      await tab.see(dialog);
      // The player comes in the frame after the dialog's (VideoModal).
      await tab.waitFor('the player', `document.querySelector('dialog[open] video') !== null`);
      const player = await tab.evaluate<{ src: string; height: number; shown: number }>(
        `(() => { const dialog = document.querySelector('dialog[open]');
          const video = dialog.querySelector('video');
          return { src: video.getAttribute('src'), height: video.getBoundingClientRect().height,
            shown: dialog.getBoundingClientRect().height }; })()`,
      );
      assert.equal(player.src, video.supportVideo);
      // The whole player on screen, not clipped: WebKit once drew the dialog 0 px tall.
      assert.ok(player.height >= 300 && player.shown > player.height, JSON.stringify(player));
      await tab.click({ role: 'button', name: 'Close', within: dialog });
      await tab.gone(dialog);
      await tab.click({ role: 'button', name: `Watch: ${title}` });
      await tab.see(dialog);
      // The tap's frame shows it; the next makes it modal, which Escape closes (Modal.tsx).
      await tab.waitFor(
        'the dialog to be modal',
        `document.querySelector('dialog')?.matches(':modal') === true`,
      );
      await tab.press('Escape');
      await tab.gone(dialog);
      assert.equal(
        await tab.evaluate<string>('document.activeElement?.getAttribute("aria-label") ?? ""'),
        `Watch: ${title}`,
        'focus is back on the card that opened it',
      );
    }));

  void test('the Solutions row steps to the cards it then shows, and back', () =>
    withTab(async (tab) => {
      await tab.goto('/solution');
      const track = `document.querySelector('section[aria-label="Solution cards"] ul')`;
      // The track slides by a custom property its position attribute sets: once it has slid,
      // the cards that are not inert are the ones inside the row's clipping box, and only they.
      const shownInView = () =>
        tab.evaluate<boolean>(
          `(async () => {
            const list = ${track};
            await Promise.all(list.getAnimations({ subtree: true }).map((motion) => motion.finished));
            const frame = list.parentElement.getBoundingClientRect();
            return [...list.children].every((card) => {
              const box = card.getBoundingClientRect();
              const inside = box.left >= frame.left - 1 && box.right <= frame.right + 1;
              return inside === !card.hasAttribute('inert');
            });
          })()`,
        );
      // Which cards are inert: it changes with the store, before the track slides.
      const inert = `[...${track}.children].map((card) => card.hasAttribute('inert') ? 'i' : '-').join('')`;
      await tab.click({ role: 'button', name: 'Pause automatic scrolling' });
      // The row steps by itself every 3 s and may have done so before the pause (on a busy
      // machine, often): the steps count from where it stopped, not from its first position.
      const start = JSON.stringify(await tab.evaluate<string>(inert));
      await tab.click({ role: 'button', name: 'Show next solutions' });
      await tab.waitFor('the step forward', `${inert} !== ${start}`);
      assert.equal(await shownInView(), true, 'after Next');
      await tab.click({ role: 'button', name: 'Show previous solutions' });
      await tab.waitFor('the step back', `${inert} === ${start}`);
      assert.equal(await shownInView(), true, 'after Previous');
    }, PHONE));

  void test('an unknown address shows the not-found page, whose link goes home', () =>
    withTab(async (tab) => {
      await tab.goto('/no-such-page');
      await tab.see({ role: 'heading', name: 'Page not found', within: { role: 'main' } });
      await tab.click({ role: 'link', name: 'Go to the home page', within: { role: 'main' } });
      await tab.waitForPath('/');
      await tab.see({ role: 'heading', within: { role: 'main' } });
    }));
});
