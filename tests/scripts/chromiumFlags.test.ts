import { CHROMIUM_ARGS, withFeaturesDisabled } from '../e2e/chromiumFlags';

describe('withFeaturesDisabled', () => {
  it("adds to a launcher's one --disable-features switch, keeping its features", () => {
    expect(withFeaturesDisabled(['--a', '--disable-features=X,Y', '--b'], ['Y', 'Z'])).toEqual([
      '--a',
      '--disable-features=X,Y,Z',
      '--b',
    ]);
  });

  it('adds the switch where there is none', () => {
    expect(withFeaturesDisabled(['--a'], ['Z'])).toEqual(['--a', '--disable-features=Z']);
  });
});

it('starts Chromium with one --disable-features switch, holding the web UI popups', () => {
  const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
  expect(switches).toHaveLength(1);
  expect(switches[0]).toMatch(/\bWebUIOmniboxPopup,WebUIOmniboxAimPopup$/);
  expect(CHROMIUM_ARGS).toEqual(expect.arrayContaining(['--headless', '--no-sandbox']));
});
