// Production and development build of the site: the browser bundle, and for production a Node
// bundle of the prerenderer (src/prerender.tsx) that scripts/build/prerender.ts runs after the build
// to write every fixed route as static HTML (D31).
// `API_BASE_URL` (D9) and `SITE_URL` (D33) are baked in at build time; with API_BASE_URL unset
// the dev server answers the API itself from the mock handlers in src/mocks. A production build
// refuses an http:// API that is not on a loopback host (D34), and writes .gz and .br siblings of
// its text assets for the host to serve as they are (docs/deploying.md).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { EmitLocalesPlugin, localesDir } = require('./scripts/build/locales.cjs');
const { styledComponentIds } = require('./scripts/build/styledComponentIds.cjs');
const { AppScriptNamesPlugin } = require('./scripts/build/appScriptNames.cjs');
const { assertSecureApiBaseUrl } = require('./scripts/build/apiBaseUrl.cjs');
const { compressionPlugins } = require('./scripts/build/compression.cjs');
const { compileHintsPlugin } = require('./scripts/build/compileHints.cjs');
const { DevClientInEntryPlugin, initialExcept } = require('./scripts/build/bootStandalone.cjs');

const reactRouterDist = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
);
const apiBaseUrl = (process.env.API_BASE_URL ?? '').replace(/\/+$/, '');
const siteUrl = (process.env.SITE_URL ?? '').replace(/\/+$/, '');

/** Where the prerenderer bundle goes: a build tool, never deployed with dist/. */
const prerenderOutput = path.resolve(__dirname, 'node_modules/.cache/prerender');

/** The initial-load libraries, grouped into files (see `splitChunks` below). */
const vendorGroups = {
  react: ['react', 'react-dom', 'scheduler'],
  libraries: ['.+'],
};

/** What the browser and the prerender bundle share, so both render the same components. */
function shared(production) {
  return {
    mode: production ? 'production' : 'development',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // React Router's package exports point at its development build under every bundler
      // condition; production gets the smaller build without dev-only checks and warnings.
      // `@/…` is `src/…` (tsconfig.json `paths`), in the browser and the prerender bundle alike.
      alias: {
        '@': path.resolve(__dirname, 'src'),
        ...(production
          ? {
              'react-router$': path.join(reactRouterDist, 'production/index.mjs'),
              'react-router/dom$': path.join(reactRouterDist, 'production/dom-export.mjs'),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            // Type checking is its own CI step (`npm run typecheck`); the loader only transpiles.
            // Styled components get ids from their file and name, the same in both bundles, and
            // in production their CSS without whitespace and comments.
            options: {
              transpileOnly: true,
              onlyCompileBundledFiles: true,
              getCustomTransformers: () => ({
                before: [styledComponentIds({ displayName: !production, minify: production })],
              }),
            },
          },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify(apiBaseUrl),
        'process.env.SITE_URL': JSON.stringify(siteUrl),
        // styled-components adds its rules through the CSSOM (insertRule) in every build, not
        // as <style> text in development: the CSP allows no inline style it has not hashed
        // (D34), and the end-to-end tests run the development build under it too.
        SC_DISABLE_SPEEDY: false,
      }),
    ],
    performance: { hints: false },
    // Production builds keep webpack's cache on disk (node_modules/.cache/webpack): a build
    // after another, also with a different API_BASE_URL, rebuilds and minifies again only the
    // modules that changed or read a changed definition (CI builds four times: about 35 s of
    // webpack each time cold, under 10 s warm). The configuration and the files it requires
    // key the cache; so do source maps, the one setting read from the environment that the
    // definitions above do not carry.
    ...(production && {
      cache: {
        type: 'filesystem',
        buildDependencies: { config: [__filename] },
        version: process.env.SOURCE_MAPS === '1' ? 'source-maps' : 'no-source-maps',
      },
    }),
  };
}

function browserConfig(production) {
  const base = shared(production);
  return {
    ...base,
    name: 'browser',
    // `boot` is the small blocking script in <head> (src/boot.ts); `main` is the app.
    entry: { boot: './src/boot.ts', main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      // Six hex digits for lazy chunks: the runtime in main carries one hash per lazy chunk,
      // in the initial JavaScript of every page; six still tell one deploy's file from the next.
      chunkFilename: production ? 'js/[name].[contenthash:6].js' : 'js/[name].js',
      publicPath: '/',
      clean: true,
      // Spec section 7: script chunks load lazily with a 120 second timeout.
      chunkLoadTimeout: 120000,
      // Names the global every chunk registers in (`self.webpackChunk<name>`): written into
      // each file, so short rather than the package name.
      uniqueName: 'pn',
    },
    // SOURCE_MAPS=1 (bench:inp --trace): maps beside the files, named by no file, so a trace's
    // profile can name the source of each function (scripts/measure/inp/profile.ts).
    devtool: production
      ? process.env.SOURCE_MAPS === '1' && 'hidden-source-map'
      : 'eval-cheap-module-source-map',
    plugins: [
      ...base.plugins,
      // The template places the tags in <head> itself (scripts/build/prerender.ts fills the body).
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        inject: false,
        // The boot script blocks (it must run before the body is parsed); the app's scripts
        // become names the boot script loads after the first paint (appScriptNames.cjs).
        scriptLoading: 'blocking',
        chunks: ['boot', 'main'],
        chunksSortMode: 'manual',
      }),
      new AppScriptNamesPlugin('boot'),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true },
        ],
      }),
      new EmitLocalesPlugin(),
      ...(production
        ? [compileHintsPlugin(), ...compressionPlugins()]
        : [new DevClientInEntryPlugin('main')]),
    ],
    optimization: {
      // Terser as webpack runs it, with four passes instead of two: about 200 bytes less
      // initial JavaScript (gzip), the room the app's start in steps needed (src/main.tsx).
      minimizeOptions: { javascript: { compress: { passes: 4 } } },
      splitChunks: {
        // The boot script stays one small file of its own (scripts/build/bootStandalone.cjs).
        chunks: (chunk) => chunk.name !== 'boot',
        // Code several pages share (the page head, the form fields) in a chunk of its own, not a
        // copy in each page's chunk: webpack's default floor of 20 KB is for larger apps.
        minSize: 8000,
        // The libraries every page needs in two files (React, and the rest) rather than one:
        // each is evaluated in a task of its own, so neither is a long task on a mid-range
        // phone. More files would compress worse (gzip works per file) for little gain.
        cacheGroups: Object.fromEntries(
          Object.entries(vendorGroups).map(([name, packages]) => [
            name,
            {
              name,
              test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
              // Only what the first page needs; form and carousel libraries stay in lazy chunks.
              // Never boot: a group's own `chunks` replaces the filter above.
              chunks: initialExcept('boot'),
              priority: name === 'react' ? 20 : 10,
              reuseExistingChunk: true,
            },
          ]),
        ),
      },
    },
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      watchFiles: [path.join(localesDir, '**/*.json')],
      setupMiddlewares: (middlewares) => {
        // The site search's indexes are made from a build's pages (E1): the last
        // `npm run build` (with CONTENT_SNAPSHOT=1, the demo content too) is what `npm start`
        // searches; without one the search dialog says how to get an index.
        middlewares.unshift({
          name: 'search-index',
          path: '/search-index',
          middleware: require('express').static(path.join(__dirname, 'dist/search-index')),
        });
        if (!apiBaseUrl) {
          // Loaded only here: the handlers are TypeScript and `npm start` runs under tsx.
          const { createMockMiddleware } = require('./src/mocks/http.ts');
          middlewares.unshift({ name: 'mock-api', middleware: createMockMiddleware() });
        }
        return middlewares;
      },
    },
  };
}

function prerenderConfig() {
  const base = shared(true);
  return {
    ...base,
    name: 'prerender',
    target: 'node',
    entry: { prerender: './src/prerender.tsx' },
    output: { path: prerenderOutput, filename: '[name].js', library: { type: 'commonjs2' } },
    devtool: false,
    plugins: [...base.plugins, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
  };
}

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  if (production) assertSecureApiBaseUrl(apiBaseUrl);
  return production ? [browserConfig(true), prerenderConfig()] : browserConfig(false);
};

module.exports.prerenderOutput = prerenderOutput;
