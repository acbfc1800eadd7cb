// The boot script (src/boot.ts) must run before the body is parsed, so that it can hide
// prerendered HTML that is not the requested page before the first paint. html-webpack-plugin
// defers every script; this takes `defer` off that one tag and leaves the app's deferred.
const HtmlWebpackPlugin = require('html-webpack-plugin');

class BlockingBootScriptPlugin {
  constructor(chunkName) {
    this.chunkName = chunkName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('BlockingBootScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'BlockingBootScriptPlugin',
        (data) => {
          for (const tag of data.headTags) {
            const src = tag.tagName === 'script' ? String(tag.attributes.src ?? '') : '';
            if (src.includes(`/${this.chunkName}.`)) delete tag.attributes.defer;
          }
          return data;
        },
      );
    });
  }
}

module.exports = { BlockingBootScriptPlugin };
