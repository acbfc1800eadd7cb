// Stands in for @mdn/mdn-http-observatory/src/analyzer/hsts.js (see hooks.mjs): no host is on
// the HSTS preload list.
export function hsts() {
  return new Map();
}

export function isHstsPreloaded() {
  return null;
}
