import { screen, within } from '@testing-library/react';
import { storeLinks } from '@/config/site';
import { renderRoute } from '../../utils/renderWithProviders';

/**
 * The sections below the card row, with exactly the spec's counts (spec section 2). The app
 * renders them together just after the page’s first screen (BelowTheFold): wait for them.
 */
async function openSolutions() {
  await renderRoute('/solution');
  await screen.findByRole('heading', { level: 1, name: 'Our Solutions' });
  await screen.findByRole('list', { name: 'Core features' });
}

describe('/solution sections', () => {
  it('parking: 12 core features, 6 hardware items of 2 points, 3 security, 3 maintenance', async () => {
    await openSolutions();
    const list = (name: string) => screen.getByRole('list', { name });
    expect(within(list('Core features')).getAllByRole('listitem')).toHaveLength(12);
    const hardware = list('Hardware integration');
    const items = [...hardware.children];
    expect(items).toHaveLength(6);
    for (const item of items) {
      expect(within(item as HTMLElement).getAllByRole('heading', { level: 4 })).toHaveLength(1);
      expect(within(item as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    }
    expect(within(list('Security')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list('Maintenance and support')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('img', { name: /^Parking dashboard/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^FASTag report/ })).toBeInTheDocument();
  });

  it('campus: 10 user-centric features and both app lists', async () => {
    await openSolutions();
    const campus = within(screen.getByRole('region', { name: 'CampusCare' }));
    const list = (name: string) => campus.getByRole('list', { name });
    expect(within(list('User-centric features')).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list('Campus management app')).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list('Guard app')).getAllByRole('listitem')).toHaveLength(5);
  });

  it('mechanised parking: the 8 named types, each pictured', async () => {
    await openSolutions();
    const types = within(screen.getByRole('list', { name: 'Types of mechanised parking' }));
    expect(types.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Tower parking',
      'Shuttle car parking',
      'Hydraulic stack parking (2 post)',
      'Hydraulic stack parking (4 post)',
      'Pit stack parking',
      'Puzzle parking',
      'Rotary parking',
      'Bike parking',
    ]);
    const pictures = types.getAllByRole('img');
    expect(pictures).toHaveLength(8);
    for (const picture of pictures) expect(picture.getAttribute('alt')).not.toBe('');
  });

  it('warehouse: the 5-step flow as an ordered list', async () => {
    await openSolutions();
    const flow = screen.getByRole('list', { name: 'How a truck moves through the gate' });
    expect(flow.tagName).toBe('OL');
    expect(
      within(flow)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([
      'Pre-booking',
      'Gate entry with ANPR/RFID',
      'Weighbridge and dock allocation',
      'Loading and unloading tracking',
      'Exit and reporting',
    ]);
  });

  it('smart gate: 7 features and 6 system benefits', async () => {
    await openSolutions();
    const gate = within(screen.getByRole('region', { name: 'Smart gate system' }));
    expect(
      within(gate.getByRole('list', { name: 'Features' })).getAllByRole('listitem'),
    ).toHaveLength(7);
    expect(
      within(gate.getByRole('list', { name: 'System benefits' })).getAllByRole('listitem'),
    ).toHaveLength(6);
  });

  it('download-the-app block links to both stores in a new tab', async () => {
    await openSolutions();
    const app = within(screen.getByRole('region', { name: 'Download the app' }));
    const android = app.getByRole('link', { name: /Get it on Google Play/ });
    const ios = app.getByRole('link', { name: /Download on the App Store/ });
    expect(android).toHaveAttribute('href', storeLinks.android);
    expect(ios).toHaveAttribute('href', storeLinks.ios);
    for (const link of [android, ios]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)/);
    }
    expect(app.getByRole('img', { name: /ParkNova app/ })).toBeInTheDocument();
  });
});
