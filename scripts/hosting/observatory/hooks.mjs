// Module hooks for scanning the nginx-served site with @mdn/mdn-http-observatory offline. Its
// scan() is used unchanged except for two modules bound to the public internet:
// - analyzer/hsts.js reads Chromium's HSTS preload list, which the package downloads in a
//   postinstall step (skipped: the project installs without install scripts, and the network is
//   closed). A loopback test host is on no preload list, so an empty one is the truth here.
// - retriever/url.js builds http://host/ and https://host/ on the default ports; the test server
//   listens on free loopback ports, given in OBSERVATORY_HTTP_PORT and OBSERVATORY_HTTPS_PORT.
const REPLACED = {
  '/@mdn/mdn-http-observatory/src/analyzer/hsts.js': './emptyPreloadList.mjs',
  '/@mdn/mdn-http-observatory/src/retriever/url.js': './loopbackUrls.mjs',
};

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  for (const [suffix, replacement] of Object.entries(REPLACED)) {
    if (resolved.url.endsWith(suffix)) {
      return { url: new URL(replacement, import.meta.url).href, shortCircuit: true };
    }
  }
  return resolved;
}
