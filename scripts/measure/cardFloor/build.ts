/**
 * Builds the card floor's script (floor-card.js) as the site's production build makes its
 * scripts: webpack in production mode, ts-loader transpiling, React's production build, V8's
 * compile hint first (scripts/build/compileHints.cjs).
 * Written outside the source tree, to node_modules/.cache/card-floor/.
 */
import path from 'node:path';
import webpack from 'webpack';
import { compileHintsPlugin } from '../../build/compileHints.cjs';

export const CARD_FLOOR_SCRIPT = 'floor-card.js';
const outputDir = path.resolve(__dirname, '../../../node_modules/.cache/card-floor');

/** Builds the script; resolves to its path. */
export function buildCardFloor(): Promise<string> {
  const compiler = webpack({
    mode: 'production',
    entry: path.join(__dirname, 'main.tsx'),
    output: { path: outputDir, filename: CARD_FLOOR_SCRIPT },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
      ],
    },
    // The site's styled-components writes its rules through the CSSOM, as the CSP asks (D34).
    plugins: [new webpack.DefinePlugin({ SC_DISABLE_SPEEDY: false }), compileHintsPlugin()],
    performance: { hints: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(path.join(outputDir, CARD_FLOOR_SCRIPT));
    });
  });
}
