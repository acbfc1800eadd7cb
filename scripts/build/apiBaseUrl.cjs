// D34: a production build refuses an API origin that would carry visitors' data in clear text.
// The partner forms upload identity documents (PAN and Aadhaar cards), and a site served over
// https could not call an http:// API anyway (the browser blocks mixed content). Loopback hosts
// are the exception: the local end-to-end runs serve a mock backend on 127.0.0.1.
// Called by webpack.config.js and scripts/hosting/nginx-config.ts; CommonJS because webpack's config is.

/** localhost, 127.0.0.0/8 and [::1], as the URL parser spells them (lower case, brackets). */
function isLoopbackHost(hostname) {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Throws a message for the operator unless `apiBaseUrl` is empty (the site's own origin, D9),
 * an https:// URL, or an http:// URL on a loopback host.
 */
function assertSecureApiBaseUrl(apiBaseUrl) {
  if (apiBaseUrl === '') return;
  let url;
  try {
    url = new URL(apiBaseUrl);
  } catch {
    throw new Error(
      `API_BASE_URL "${apiBaseUrl}" is not an absolute URL: give the backend's origin, such as https://api.example.com.`,
    );
  }
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return;
  throw new Error(
    `API_BASE_URL "${apiBaseUrl}" is not https://. A production build only calls a backend over ` +
      'https: the forms send personal data and identity documents, which must not travel in ' +
      'clear text, and a site served over https cannot call an http:// API anyway. ' +
      'http:// is accepted only for localhost, 127.0.0.0/8 and [::1] (local tests).',
  );
}

module.exports = { assertSecureApiBaseUrl, isLoopbackHost };
