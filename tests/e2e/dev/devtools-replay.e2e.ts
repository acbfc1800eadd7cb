/**
 * Redux DevTools replay, end to end, on the development build (the only one that connects to
 * DevTools; tests/e2e/run.ts builds it into dist-dev/). A stand-in for the extension
 * (./fakeDevTools.ts) is installed before the page loads and records every action and state.
 *
 * One visit, in one page load as a visitor makes it (in-app navigation, so one store and one
 * recording, as DevTools would show it): carousels and the language on /, the mobile menu,
 * a contact message on /contact, an FAQ answer on /faq, the support player on /support and
 * the Distributor role on /joinus. The router's location is not in the store (the address bar
 * is the browser's), so each page's recorded states are replayed while that page is shown:
 * after its gestures the test jumps to the states they produced and to the ones before, checks
 * that the page shows what it showed then, and jumps back to the latest state before moving
 * on. Form field values are Formik's own (not in the store), so a jump shows a form's status
 * and role, not what was typed. Each gesture must log one action, not two.
 *
 * Carousel timers are stopped by reduced motion while the visit is recorded (so the log holds
 * gestures only); at the end motion is allowed again and the hero must step by itself in
 * view, and no carousel at all while none of it shows (one screen down, the hero hidden under
 * the fixed navbar), while scrolled past or while the tab is hidden (the page is told so
 * through `document.visibilityState` and a `visibilitychange` event, what the app listens to).
 * Last, every action of the app in the whole recording must have changed the state.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { faqs } from '@/mocks/fixtures/faq';
import { supportVideos } from '@/mocks/fixtures/support';
import {
  closeBrowser,
  collectConsoleErrors,
  collectCspViolations,
  DEV_URL,
  dialogIsModal,
  newContext,
} from '../support';
import { FAKE_DEVTOOLS_SCRIPT, type FakeDevToolsWindow, type RecordedAction } from './fakeDevTools';
import { gotoApp } from '../settle';

const HERO_TITLE = "Smarter parking for India's busiest places";
const FAQ_QUESTION = faqs[0]?.faqQuestion ?? '';
const VIDEO_TITLE = supportVideos[0]?.supportVideoHeading ?? '';
const HERO_INTERVAL_MS = 3000;

let context: BrowserContext;
let page: Page;
let consoleErrors: string[];

/** Every recorded action (type and payload; RTK Query's payloads left out, they are data). */
function recorded(): Promise<RecordedAction[]> {
  return page.evaluate(() =>
    (window as unknown as FakeDevToolsWindow).__devtoolsRecording.actions.map((action) => ({
      type: action.type,
      payload: action.type.startsWith('api/') ? undefined : action.payload,
    })),
  );
}

/** Runs a gesture and returns the actions it logged, each with its index in the recording. */
async function gesture(act: () => Promise<unknown>) {
  const from = await recordedCount();
  await act();
  return (await recorded()).slice(from).map((action, i) => ({ ...action, index: from + i }));
}

type Logged = Awaited<ReturnType<typeof gesture>>;

function only(logged: Logged, type: string) {
  const matching = logged.filter((action) => action.type === type);
  assert.equal(matching.length, 1, `one ${type}, logged: ${logged.map((a) => a.type).join(', ')}`);
  return (matching[0] as Logged[number]).index;
}

async function recordedCount(): Promise<number> {
  return (await recorded()).length;
}

/** Waits until an action of `type` for carousel `id` (and pause `reason`) is logged after `from`. */
async function waitForAction(
  from: number,
  wanted: { type: string; id: string; reason?: string },
  timeout = 5000,
): Promise<void> {
  await page.waitForFunction(
    ({ start, type, id, reason }) =>
      (window as unknown as FakeDevToolsWindow).__devtoolsRecording.actions
        .slice(start)
        .some((action) => {
          const payload = action.payload as { id?: string; reason?: string } | undefined;
          return (
            action.type === type &&
            payload?.id === id &&
            (reason === undefined || payload.reason === reason)
          );
        }),
    { start: from, ...wanted },
    { timeout },
  );
}

async function jump(index: number): Promise<void> {
  await page.evaluate((i) => {
    (window as unknown as FakeDevToolsWindow).__devtoolsJump(i);
  }, index);
}

/**
 * In one step in the page: reading the count first and jumping in a second round trip let an
 * action logged in between (a query settling) leave the page on the state before it, where the
 * page ignores new actions, as DevTools does; a later click then seemed to do nothing.
 */
async function jumpToLatest(): Promise<void> {
  await page.evaluate(() => {
    const devTools = window as unknown as FakeDevToolsWindow;
    devTools.__devtoolsJump(devTools.__devtoolsRecording.states.length - 1);
  });
}

const hero = () => page.getByRole('region', { name: HERO_TITLE });
const shownSlide = () =>
  page.getByRole('list', { name: 'Featured solutions' }).locator('li:not([inert]) h3');
const heroSteps = (logged: RecordedAction[]) =>
  logged.filter(
    (action) =>
      action.type === 'carousels/stepped' && (action.payload as { id: string }).id === 'hero',
  );

before(async () => {
  context = await newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await context.addInitScript(FAKE_DEVTOOLS_SCRIPT);
  page = await context.newPage();
  consoleErrors = collectConsoleErrors(page, { allWarnings: true });
  await collectCspViolations(context, consoleErrors);
  await gotoApp(page, `${DEV_URL}/`);
  await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
});

after(async () => {
  await context.close();
  await closeBrowser();
});

void describe('Redux DevTools replay of a visit (development build)', () => {
  void test('the store connects as the named instance, with room for a whole visit', async () => {
    const options = await page.evaluate(
      () => (window as unknown as FakeDevToolsWindow).__devtoolsRecording.options,
    );
    assert.deepEqual(options, { name: 'ParkNova website', maxAge: 500, sanitizers: true });
    assert.match((await recorded())[0]?.type ?? '', /^@@redux\/INIT/);
  });

  void test('/: hero and feature slides show the recorded positions', async () => {
    const next = hero().getByRole('button', { name: 'Show next image' });
    const first = only(await gesture(() => next.click()), 'carousels/stepped');
    only(await gesture(() => next.click()), 'carousels/stepped');
    await hero().getByText('Slide 3 of 6').waitFor({ state: 'attached' });
    const slidesNext = page.getByRole('button', { name: 'Next slide' });
    const slid = only(await gesture(() => slidesNext.click()), 'carousels/stepped');
    await shownSlide().getByText('CampusCare for residential campuses').waitFor();

    await jump(first);
    await hero().getByText('Slide 2 of 6').waitFor({ state: 'attached' });
    await shownSlide().getByText('Smart parking management').waitFor();
    await jump(slid);
    await hero().getByText('Slide 3 of 6').waitFor({ state: 'attached' });
    await shownSlide().getByText('CampusCare for residential campuses').waitFor();
    await jumpToLatest();
  });

  void test("/: a jump inside the slides' 400 ms shows the recorded slide, in view", async () => {
    await jumpToLatest();
    const track = page.getByRole('list', { name: 'Featured solutions' });
    const recordedTitle = (await shownSlide().textContent()) ?? '';
    const latest = (await recordedCount()) - 1;
    const tapped = await gesture(() =>
      page.getByRole('button', { name: 'Next slide' }).evaluate(
        (button: HTMLButtonElement, index) =>
          new Promise<void>((resolve) => {
            button.click();
            // Inside react-multi-carousel's throttle, which drops a second goToSlide.
            setTimeout(() => {
              (window as unknown as FakeDevToolsWindow).__devtoolsJump(index);
              resolve();
            }, 50);
          }),
        latest,
      ),
    );
    only(tapped, 'carousels/stepped');
    await shownSlide().getByText(recordedTitle).waitFor();
    const inView = await track.evaluate((list) => {
      const frame = (list.parentElement ?? list).getBoundingClientRect();
      const shown = list.querySelector(':scope > li:not([inert])')?.getBoundingClientRect();
      return shown !== undefined && shown.left >= frame.left - 1 && shown.right <= frame.right + 1;
    });
    assert.equal(inView, true, 'the recorded slide is the one in view');
    await jumpToLatest();
    await shownSlide().filter({ hasNotText: recordedTitle }).waitFor();
  });

  void test('/: the language follows the recorded state, storage and <html lang> too', async () => {
    const picker = page.getByRole('button', { name: 'Language: English' });
    const opened = await gesture(() => picker.click());
    only(opened, 'chrome/languageMenuOpened');
    assert.equal(opened.length, 1);
    const chosen = await gesture(() =>
      page.getByRole('button', { name: 'DE', exact: true }).click(),
    );
    const german = only(chosen, 'language/languageSelected');
    only(chosen, 'chrome/languageMenuClosed');
    const expectLanguage = async (language: string, aboutLink: string) => {
      await page.getByRole('banner').getByRole('link', { name: aboutLink }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), language);
      assert.equal(await page.evaluate(() => localStorage.getItem('selectedLanguage')), language);
      // D37: and at the page's URL in that language.
      assert.equal(new URL(page.url()).pathname, language === 'en' ? '/' : `/${language}/`);
    };
    await expectLanguage('de', 'Über uns');

    await jump(german - 1);
    await expectLanguage('en', 'About us');
    await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
    await jump(german);
    await expectLanguage('de', 'Über uns');
    await jumpToLatest();
    // Back to English for the rest of the visit, as a visitor would choose it.
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expectLanguage('en', 'About us');
  });

  void test('phone width: the mobile menu opens and closes as recorded, once per tap', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const menu = page.getByRole('navigation', { name: 'Main' });
    const opened = only(
      await gesture(() => page.getByRole('button', { name: 'Open menu' }).click()),
      'chrome/mobileMenuToggled',
    );
    const followed = await gesture(async () => {
      await menu.getByRole('link', { name: 'Contact us' }).click();
      await page.getByRole('heading', { name: 'Send us a message' }).waitFor();
    });
    assert.ok(followed.filter((a) => a.type === 'chrome/menusClosed').length <= 1);
    assert.equal(await page.getByRole('button', { name: 'Open menu' }).isVisible(), true);

    await jump(opened);
    await menu.getByRole('link', { name: 'About us' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Close menu' }).isVisible(), true);
    await jumpToLatest();
    await menu.getByRole('link', { name: 'About us' }).waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  void test('/contact: the recorded sending and sent states show again', async () => {
    const form = page.getByRole('form', { name: 'Send us a message' });
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field('Name').fill('Asha Rao');
    await field('Email').fill('replay@example.com');
    await field('Contact Number').fill('9876543210');
    await field('Message').fill('A quotation for 200 bays, please.');
    const sent = await gesture(async () => {
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText('Your message has been sent successfully!').waitFor();
    });
    const pending = only(sent, 'api/executeMutation/pending');
    const fulfilled = only(sent, 'api/executeMutation/fulfilled');

    await jump(pending - 1);
    await form.getByText('Your message has been sent successfully!').waitFor({ state: 'detached' });
    await jump(pending);
    await form.getByRole('button', { name: 'Sending...' }).waitFor();
    await jump(fulfilled);
    await form.getByText('Your message has been sent successfully!').waitFor();
    await jumpToLatest();
  });

  void test('/faq: the recorded open answer opens again', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    const question = page.getByRole('button', { name: FAQ_QUESTION });
    await question.waitFor();
    const answer = page.getByRole('region', { name: FAQ_QUESTION });
    const opened = only(await gesture(() => question.click()), 'faq/faqItemToggled');
    await answer.waitFor();
    const closed = only(await gesture(() => question.click()), 'faq/faqItemToggled');
    await answer.waitFor({ state: 'hidden' });

    await jump(opened);
    await answer.waitFor();
    assert.equal(await question.getAttribute('aria-expanded'), 'true');
    await jump(closed);
    await answer.waitFor({ state: 'hidden' });
    assert.equal(await question.getAttribute('aria-expanded'), 'false');
    await jumpToLatest();
  });

  void test('/support: the recorded player opens again with its video', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
    const watch = page.getByRole('button', { name: `Watch: ${VIDEO_TITLE}` });
    const dialog = page.getByRole('dialog', { name: VIDEO_TITLE });
    const opened = only(await gesture(() => watch.click()), 'support/supportVideoOpened');
    await dialog.waitFor();
    await dialogIsModal(page);
    const closed = await gesture(async () => {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
    only(closed, 'support/supportVideoClosed');

    await jump(opened);
    await dialog.waitFor();
    assert.equal(await dialog.locator('video').getAttribute('src'), supportVideos[0]?.supportVideo);
    await jump(opened - 1);
    await dialog.waitFor({ state: 'detached' });
    await jumpToLatest();
  });

  void test('/joinus: the recorded role shows its form', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Join Us' }).click();
    const distributor = page.getByRole('radio', { name: 'Distributor' });
    const dsaForm = page.getByRole('form', { name: 'Personal Information' });
    const distributorForm = page.getByRole('form', { name: 'Business Information' });
    await dsaForm.waitFor();
    const chosen = only(await gesture(() => distributor.check()), 'registration/roleSelected');
    await distributorForm.getByRole('textbox', { name: 'Business Name', exact: true }).waitFor();

    await jump(chosen - 1);
    await dsaForm.getByRole('textbox', { name: 'Aadhaar Number', exact: true }).waitFor();
    assert.equal(await distributor.isChecked(), false);
    await jump(chosen);
    await distributorForm.getByRole('textbox', { name: 'Business Name', exact: true }).waitFor();
    assert.equal(await distributor.isChecked(), true);
    await jumpToLatest();
  });

  void test('/: the hero steps by itself only while in view and the tab is shown', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await hero().waitFor();
    const shown = await recordedCount();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // Nothing holds it now (pointer and focus are on the navbar): it steps within an interval.
    await waitForAction(shown, { type: 'carousels/stepped', id: 'hero' }, HERO_INTERVAL_MS * 2);

    // One screen down the hero's bottom edge touches the top of the viewport, under the fixed
    // navbar: none of it shows, and the partner logos are still below the fold.
    const underNavbar = await recordedCount();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await waitForAction(underNavbar, {
      type: 'carousels/pauseChanged',
      id: 'hero',
      reason: 'offscreen',
    });
    const navbarBottom = await page
      .getByRole('banner')
      .evaluate((navbar) => navbar.getBoundingClientRect().bottom);
    const heroBox = await hero().boundingBox();
    assert.ok(
      heroBox && heroBox.y + heroBox.height <= navbarBottom,
      'the hero is under the navbar',
    );
    const hiddenUnderNavbar = await gesture(() => page.waitForTimeout(HERO_INTERVAL_MS + 1000));
    assert.deepEqual(
      hiddenUnderNavbar.filter((action) => action.type === 'carousels/stepped'),
      [],
      'no carousel steps while none of it is in view',
    );
    const inView = await recordedCount();
    await page.evaluate(() => window.scrollTo(0, 0));
    await waitForAction(inView, {
      type: 'carousels/pauseChanged',
      id: 'hero',
      reason: 'offscreen',
    });

    const scrolling = await recordedCount();
    await page.mouse.wheel(0, 1600);
    await waitForAction(scrolling, {
      type: 'carousels/pauseChanged',
      id: 'hero',
      reason: 'offscreen',
    });
    const scrolledPast = await gesture(() => page.waitForTimeout(HERO_INTERVAL_MS + 1000));
    assert.deepEqual(heroSteps(scrolledPast), []);
    const back = await recordedCount();
    await page.evaluate(() => window.scrollTo(0, 0));
    await waitForAction(back, { type: 'carousels/pauseChanged', id: 'hero', reason: 'offscreen' });

    const hiding = await gesture(() =>
      page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      }),
    );
    const heroHidden = hiding.filter(
      (action) =>
        action.type === 'carousels/pauseChanged' &&
        JSON.stringify(action.payload) === '{"id":"hero","reason":"hiddenTab","paused":true}',
    );
    assert.equal(heroHidden.length, 1);
    const hidden = await gesture(() => page.waitForTimeout(HERO_INTERVAL_MS + 1000));
    assert.deepEqual(heroSteps(hidden), []);
    const visible = await recordedCount();
    await page.evaluate(() => {
      Reflect.deleteProperty(document, 'visibilityState');
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitForAction(visible, { type: 'carousels/stepped', id: 'hero' }, HERO_INTERVAL_MS * 2);
  });

  void test('every action of the app in the whole visit changed the state', async () => {
    // RTK Query's own bookkeeping (api/…) is the library's; a slice that a lazy page injected
    // joins the state with whatever action comes next, so only slices already there count.
    // An action that came while a jump showed an earlier state was judged against that state
    // (the language menu open there closes 200 ms after the pointer left it), but is recorded
    // on top of the latest one, where it may change nothing: only actions at the latest count.
    const unchanged = await page.evaluate(() => {
      const { actions, states, whilePast } = (window as unknown as FakeDevToolsWindow)
        .__devtoolsRecording;
      return actions.flatMap((action, index) => {
        const before = states[index - 1] as Record<string, unknown> | undefined;
        const after = states[index] as Record<string, unknown>;
        const slice = action.type.split('/')[0] ?? '';
        if (
          !before ||
          whilePast[index] === true ||
          slice === 'api' ||
          action.type.startsWith('@@') ||
          !(slice in before)
        ) {
          return [];
        }
        const same = Object.keys(before)
          .filter((key) => key !== 'api')
          .every((key) => JSON.stringify(before[key]) === JSON.stringify(after[key]));
        return same ? [`${String(index)} ${action.type} ${JSON.stringify(action.payload)}`] : [];
      });
    });
    assert.deepEqual(unchanged, []);
  });

  void test('the whole visit fits the history, without a console error or warning', async () => {
    assert.ok((await recorded()).length <= 500);
    assert.deepEqual(consoleErrors, []);
  });
});
