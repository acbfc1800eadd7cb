/**
 * D42: when the app starts, every lead draft of the tab whose 30 minutes are up goes, and so
 * does one kept before drafts carried their time (it may hold identity numbers).
 */
import { DRAFT_LIFETIME_MS, dropExpiredDrafts } from '@/api/leadDrafts';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

function keep(key: string, value: unknown) {
  window.sessionStorage.setItem(key, JSON.stringify(value));
}

describe('dropExpiredDrafts', () => {
  it('keeps fresh drafts and other entries, drops expired, untimed and future-dated drafts', () => {
    const draft = { values: { name: 'Asha Rao' }, again: [] };
    keep('leadDraft:sendContactMessage', { savedAt: NOW - DRAFT_LIFETIME_MS + 1, draft });
    keep('leadDraft:submitHiringApplication', { savedAt: NOW - DRAFT_LIFETIME_MS, draft });
    keep('leadDraft:submitDsaRegistration', { values: { pan: 'ABCDE1234F' }, files: [] });
    keep('leadDraft:submitDistributorRegistration', { savedAt: NOW + 60_000, draft });
    window.sessionStorage.setItem('leadDraft:broken', '{not json');
    window.sessionStorage.setItem('seeded', '1');

    dropExpiredDrafts(NOW);

    const left = Array.from({ length: window.sessionStorage.length }, (_, index) =>
      window.sessionStorage.key(index),
    ).sort();
    expect(left).toEqual(['leadDraft:sendContactMessage', 'seeded']);
  });

  it('does nothing where the browser blocks storage', () => {
    // Where storage is blocked, even reaching `window.sessionStorage` throws.
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => dropExpiredDrafts(NOW)).not.toThrow();
    jest.restoreAllMocks();
  });
});
