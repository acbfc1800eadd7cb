/**
 * The command line every browser of the project's tests, benchmarks and screenshots starts
 * Debian's Chromium with (playwright-core; chrome-launcher for Lighthouse).
 * docs/development.md, "Chromium's flags", says why each part is there.
 */

/** DEVELOPERS.md launch flags: no sandbox as root, no network chatter on a closed network. */
const REQUIRED_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium 156 (Debian's since 2026-11-25) opens the address bar's suggestion popup as web
 * pages even when headless: two per window (`chrome://omnibox-popup.top-chrome/` and its AI-mode
 * page), each a renderer running its own scripts beside the page under test. No page of the site
 * has them on a visitor's phone; here they took about a sixth of the end-to-end suite's time and
 * put 260–520 ms of blocking time into a benchmark page that runs no script at all.
 */
export const HEADLESS_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium keeps only the last `--disable-features` switch of its command line, and Playwright
 * passes one of its own before ours (chromiumSwitches.ts in playwright-core 1.65.1, which does
 * not export it). It is repeated here so that ours extends it instead of switching its features
 * back on; chromium-flags.e2e.ts compares it with the running browser's command line, so a
 * Playwright upgrade that adds a feature fails there by name.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const DISABLE_FEATURES = '--disable-features=';

/**
 * `args` with `features` added to its `--disable-features` switch (one is added if it has
 * none): a launcher's defaults keep their own disabled features.
 */
export function withFeaturesDisabled(
  args: readonly string[],
  features: readonly string[],
): string[] {
  const at = args.findLastIndex((arg) => arg.startsWith(DISABLE_FEATURES));
  if (at === -1) return [...args, DISABLE_FEATURES + features.join(',')];
  const known = (args[at] ?? '').slice(DISABLE_FEATURES.length).split(',').filter(Boolean);
  const added = features.filter((feature) => !known.includes(feature));
  return args.map((arg, index) =>
    index === at ? DISABLE_FEATURES + [...known, ...added].join(',') : arg,
  );
}

/** For playwright-core's `chromium.launch({ args })`. */
export const CHROMIUM_ARGS = withFeaturesDisabled(
  [...REQUIRED_ARGS, DISABLE_FEATURES + PLAYWRIGHT_DISABLED_FEATURES.join(',')],
  HEADLESS_BROWSER_UI,
);

/**
 * For chrome-launcher with `ignoreDefaultFlags: true`: its defaults (`Launcher.defaultFlags()`),
 * its disabled features kept, then the required flags.
 */
export function chromeLauncherFlags(defaults: readonly string[]): string[] {
  return [...withFeaturesDisabled(defaults, HEADLESS_BROWSER_UI), ...REQUIRED_ARGS];
}
