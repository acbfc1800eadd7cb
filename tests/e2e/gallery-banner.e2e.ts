/**
 * /residential in Chromium: the one gallery with a banner. On a phone its first site's first
 * photo, under the banner and larger there, is the page's largest paint, so it is asked for
 * first and at high priority; on a wide screen the banner is, and the photo waits its turn.
 * What the browser asks for is read from the debugging protocol's network events, as a
 * visitor's browser sends it.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { BASE_URL, closeBrowser, openPage } from './support';
import { gotoApp } from './settle';

after(closeBrowser);

interface ImageRequest {
  url: string;
  priority: string;
}

/** The image requests of a load of /residential at `width`, in the order they were sent. */
async function imageRequests(
  width: number,
): Promise<{ requests: ImageRequest[]; errors: string[] }> {
  const { page, consoleErrors, close } = await openPage('/residential', { width, blank: true });
  try {
    const cdp = await page.context().newCDPSession(page);
    const requests: ImageRequest[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, type }) => {
      if (type === 'Image') requests.push({ url: request.url, priority: request.initialPriority });
    });
    await cdp.send('Network.enable');
    await gotoApp(page, `${BASE_URL}/residential`);
    return { requests, errors: consoleErrors };
  } finally {
    await close();
  }
}

const isPhoto = ({ url }: ImageRequest) => url.includes('/images/residential-1-');
const isBanner = ({ url }: ImageRequest) => url.includes('/images/residential-banner-');

void describe('a gallery with a banner', () => {
  void test('on a phone the first photo is asked for first, at high priority, and once', async () => {
    const { requests, errors } = await imageRequests(390);
    const photos = requests.filter(isPhoto);
    assert.equal(photos.length, 1, `one request for the first photo: ${JSON.stringify(photos)}`);
    assert.equal(photos[0]?.priority, 'High');
    const banner = requests.findIndex(isBanner);
    assert.ok(banner >= 0, 'the banner is requested too');
    assert.ok(requests.findIndex(isPhoto) < banner, 'the photo before the banner');
    assert.deepEqual(errors, []);
  });

  void test('on a wide screen the banner is asked for first, and the photo not at high priority', async () => {
    const { requests, errors } = await imageRequests(1366);
    const banner = requests.find(isBanner);
    assert.ok(banner, 'the banner is requested');
    assert.equal(banner.priority, 'High');
    const photos = requests.filter(isPhoto);
    assert.ok(
      photos.length <= 1,
      `at most one request for the first photo: ${JSON.stringify(photos)}`,
    );
    for (const photo of photos) {
      assert.notEqual(photo.priority, 'High');
      assert.ok(requests.indexOf(banner) < requests.indexOf(photo), 'the banner first');
    }
    assert.deepEqual(errors, []);
  });
});
