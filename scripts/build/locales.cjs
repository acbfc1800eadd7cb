// Translations are kept in small files per section (src/locales/{lng}/{section}.json) so that
// each feature owns its copy; the site serves them merged as the spec's single
// /locales/{lng}/translation.json, where each file becomes the top-level key of its name.
const fs = require('node:fs');
const path = require('node:path');
const { treeWithWordBreaks } = require('./wordBreaks.cjs');

const localesDir = path.resolve(__dirname, '../../src/locales');

function listLanguages() {
  return fs
    .readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function readLocale(lng) {
  const dir = path.join(localesDir, lng);
  const merged = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    merged[path.basename(file, '.json')] = JSON.parse(
      fs.readFileSync(path.join(dir, file), 'utf8'),
    );
  }
  // Chinese gets its word breaks here, so the site, the prerender and the tests read the same.
  return lng === 'zh' ? treeWithWordBreaks(merged) : merged;
}

class EmitLocalesPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitLocalesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitLocalesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS,
        },
        () => {
          for (const lng of listLanguages()) {
            const dir = path.join(localesDir, lng);
            compilation.contextDependencies.add(dir);
            compilation.emitAsset(
              `locales/${lng}/translation.json`,
              new RawSource(JSON.stringify(readLocale(lng))),
            );
          }
        },
      );
    });
  }
}

module.exports = { localesDir, listLanguages, readLocale, EmitLocalesPlugin };
