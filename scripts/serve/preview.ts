/**
 * Serves the production build in dist/ on localhost, precompressed as the build wrote it
 * (scripts/serve/precompressed.ts), with the hosting rules of
 * D32 (scripts/hosting/hostRules.ts): each fixed route its prerendered page, the routes with an id the
 * app shell, the redirect routes a 301, anything else the not-found page with status 404.
 * With API_BASE_URL unset it also answers the API from the mock handlers over real HTTP (D9),
 * so the build can be tried and end-to-end tested without a backend. It sends the security
 * headers and Cache-Control of the nginx configuration (scripts/hosting/), so the end-to-end
 * tests run the site under its production Content-Security-Policy (D34), less the two headers
 * that only mean something over https: it serves plain http, which Safari must be able to open
 * (D45, plainHttp.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import compression from 'compression';
import express from 'express';
import { createMockMiddleware } from '@/mocks/http';
import { builtInlineSources } from '../build/inlineSources';
import { answerFor, languageRedirectFor } from '../hosting/hostRules';
import { cacheControlFor } from '../hosting/cachePolicy';
import { contentSecurityPolicy, originOf, securityHeaders } from '../hosting/securityHeaders';
import { speculationRulesHeader } from '../hosting/speculationRules';
import { precompressedSibling, sendPrecompressed } from './precompressed';
import { headersForPlainHttp, policyForPlainHttp } from './plainHttp';
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE } from '@/config/speculationRules';

const defaultDistDir = path.resolve(__dirname, '../../dist');

export interface PreviewOptions {
  /** Answer the API from the mock handlers (D9). */
  mockApi: boolean;
  /**
   * Serve like the plainest static host instead: existing files, and index.html (the home
   * page) for every other path. D32 says the site must still show every route right there.
   */
  plainFallback?: boolean;
  /** The build to serve: dist/ unless told (the end-to-end tests' development build). */
  distDir?: string;
}

function isFile(file: string): boolean {
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** The query string of a request URL, with its `?`, or ''. */
function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
}

export function createPreviewApp({
  mockApi,
  plainFallback = false,
  distDir = defaultDistDir,
}: PreviewOptions): express.Express {
  const indexHtml = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    throw new Error(`${indexHtml} is missing: run \`npm run build\` first.`);
  }
  const app = express();
  app.disable('x-powered-by');
  // The API is this origin with the mock, else the backend the build was made for.
  const apiOrigin = mockApi ? '' : originOf(process.env.API_BASE_URL ?? '');
  const inline = builtInlineSources(distDir);
  const headers = [
    ...headersForPlainHttp(securityHeaders({ apiOrigin, ...inline })),
    // Only where the build wrote the rules (a development build has none): a header naming a
    // missing file makes Chromium log an error on every page.
    ...(fs.existsSync(path.join(distDir, SPECULATION_RULES_PATH)) ? [speculationRulesHeader] : []),
  ];
  app.use((_request, response, next) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  });
  // On the fly only for what the build did not compress (the mock API, small files).
  app.use(compression());
  if (mockApi) app.use(createMockMiddleware());
  const setFileHeaders = (response: express.Response, urlPath: string) => {
    response.setHeader('Cache-Control', cacheControlFor(urlPath));
    if (urlPath === SPECULATION_RULES_PATH) {
      response.setHeader('Content-Type', SPECULATION_RULES_TYPE);
    }
  };
  app.use((request, response, next) => {
    const file = path.join(distDir, request.path);
    const inDist = file.startsWith(distDir + path.sep);
    const readable = ['GET', 'HEAD'].includes(request.method) && inDist && isFile(file);
    if (!readable || !precompressedSibling(request, file)) {
      next();
      return;
    }
    setFileHeaders(response, request.path);
    sendPrecompressed(request, response, file);
  });
  app.use(
    express.static(distDir, {
      index: false,
      redirect: false,
      setHeaders: (response, filePath) =>
        setFileHeaders(response, `/${path.relative(distDir, filePath).split(path.sep).join('/')}`),
    }),
  );
  app.get(/.*/, (request, response) => {
    if (!plainFallback) {
      // D37, as nginx does: a stored language (its cookie) at an unprefixed page.
      const language = languageRedirectFor(request.originalUrl, request.headers.cookie);
      if (language) {
        response.setHeader('Vary', 'Cookie');
        response.redirect(302, language);
        return;
      }
    }
    const answer = plainFallback
      ? ({ kind: 'page', file: 'index.html', status: 200 } as const)
      : answerFor(request.path, queryOf(request.originalUrl), (file) =>
          fs.existsSync(path.join(distDir, file)),
        );
    if (answer.kind === 'redirect') {
      response.redirect(301, answer.location);
      return;
    }
    response.setHeader('Cache-Control', cacheControlFor(`/${answer.file}`));
    // As nginx does: a page's policy names its own inline styles only (D34).
    const styleSources = inline.pageStyleSources[`/${answer.file}`] ?? inline.styleSources;
    response.setHeader(
      'Content-Security-Policy',
      policyForPlainHttp(
        contentSecurityPolicy({ apiOrigin, scriptHashes: inline.scriptHashes, styleSources }),
      ),
    );
    sendPrecompressed(request, response, path.join(distDir, answer.file), answer.status);
  });
  // A form the app has not taken over yet posts to its page (D40): refused as nginx's static
  // files refuse it, without reading, logging or echoing the body (docs/behaviour.md).
  app.all(/.*/, (_request, response) => {
    response.setHeader('Allow', 'GET, HEAD');
    response.status(405).type('text/plain').send('Method Not Allowed');
  });
  return app;
}

/** Starts the preview server; port 0 picks a free one. Resolves with the server and its URL. */
export function startPreview(port: number, options: PreviewOptions) {
  const app = createPreviewApp(options);
  return new Promise<{ server: Server; url: string }>((resolve) => {
    const server = app.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${actual}` });
    });
  });
}

if (require.main === module) {
  const mockApi = !process.env.API_BASE_URL;
  void startPreview(Number(process.env.PORT ?? 4173), { mockApi }).then(({ url }) => {
    console.info(`Preview of dist/ at ${url}${mockApi ? ' (mock API and demo data)' : ''}`);
  });
}
