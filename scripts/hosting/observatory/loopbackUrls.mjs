// Stands in for @mdn/mdn-http-observatory/src/retriever/url.js (see hooks.mjs): the same URLs,
// on the ports the test server listens on.
function url(hostname, https, options) {
  const port = https ? process.env.OBSERVATORY_HTTPS_PORT : process.env.OBSERVATORY_HTTP_PORT;
  return new URL(
    `${https ? 'https' : 'http'}://${hostname}${port ? `:${port}` : ''}${options.path ?? ''}`,
  );
}

export function urls(hostname, options = {}) {
  return { http: url(hostname, false, options), https: url(hostname, true, options) };
}
