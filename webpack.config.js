// Production and development build of the single-page site.
// `API_BASE_URL` (D9) is baked in at build time; left unset, the dev server answers the API
// itself from the mock handlers in src/mocks so `npm start` shows a populated site.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { EmitLocalesPlugin, localesDir } = require('./scripts/locales.cjs');

const reactRouterDist = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
);
const apiBaseUrl = (process.env.API_BASE_URL ?? '').replace(/\/+$/, '');
const siteUrl = (process.env.SITE_URL ?? '').replace(/\/+$/, '');

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/main.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      publicPath: '/',
      clean: true,
      // Spec section 7: script chunks load lazily with a 120 second timeout.
      chunkLoadTimeout: 120000,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // React Router's package exports point at its development build under every bundler
      // condition; production gets the smaller build without dev-only checks and warnings.
      alias: production
        ? {
            'react-router$': path.join(reactRouterDist, 'production/index.mjs'),
            'react-router/dom$': path.join(reactRouterDist, 'production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            // Type checking is its own CI step (`npm run typecheck`); the loader only transpiles.
            options: { transpileOnly: true, onlyCompileBundledFiles: true },
          },
        },
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify(apiBaseUrl),
        'process.env.SITE_URL': JSON.stringify(siteUrl),
      }),
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true },
        ],
      }),
      new EmitLocalesPlugin(),
    ],
    performance: { hints: false },
    optimization: {
      splitChunks: { chunks: 'all' },
    },
    devServer: {
      port: Number(process.env.PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      watchFiles: [path.join(localesDir, '**/*.json')],
      setupMiddlewares: (middlewares) => {
        if (!apiBaseUrl) {
          // Loaded only here: the handlers are TypeScript and `npm start` runs under tsx.
          const { createMockMiddleware } = require('./src/mocks/http.ts');
          middlewares.unshift({ name: 'mock-api', middleware: createMockMiddleware() });
        }
        return middlewares;
      },
    },
  };
};
