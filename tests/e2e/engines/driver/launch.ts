import { launchChromium } from './chromium';
import type { EngineBrowser, EngineName } from './engine';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

const LAUNCHERS: Record<EngineName, () => Promise<EngineBrowser>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/** Starts the engine's browser (WebKit: its WebDriver server, and sessions as tabs need them). */
export function launchEngine(name: EngineName): Promise<EngineBrowser> {
  return LAUNCHERS[name]();
}
