/**
 * `npm run nginx:site-tool -- DIR`: installs the privileged step of a deploy
 * (scripts/hosting/nginx-site.ts) into DIR as one file that needs nothing but Node: no
 * node_modules, no checkout (docs/deploying.md, "Who owns what"). Root runs it, so root builds
 * it, from a copy of the repository the build account cannot write to:
 *
 *   DIR/scripts/hosting/nginx-site.cjs      the step, bundled (readable, not minified)
 *   DIR/deploy/nginx/site.conf.template     the template it fills (found beside it, as here)
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

const repository = path.resolve(__dirname, '../..');

function bundle(outDir: string): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    target: 'node20',
    context: repository,
    entry: path.join(__dirname, 'nginx-site.ts'),
    output: { path: outDir, filename: 'nginx-site.cjs' },
    resolve: {
      extensions: ['.ts', '.js', '.cjs'],
      alias: { '@': path.join(repository, 'src') },
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
      ],
    },
    // __dirname is the installed file's folder: the template is found beside it, as here.
    node: { __dirname: false, __filename: false },
    devtool: false,
    optimization: { minimize: false },
    plugins: [new webpack.BannerPlugin({ banner: '#!/usr/bin/env node', raw: true })],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('usage: npm run nginx:site-tool -- DIR');
  const dir = path.resolve(target);
  const tool = path.join(dir, 'scripts/hosting/nginx-site.cjs');
  await bundle(path.dirname(tool));
  fs.chmodSync(tool, 0o755);
  const template = path.join(dir, 'deploy/nginx/site.conf.template');
  fs.mkdirSync(path.dirname(template), { recursive: true });
  fs.copyFileSync(path.join(repository, 'deploy/nginx/site.conf.template'), template);
  console.info(`installed ${tool} and ${template}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
