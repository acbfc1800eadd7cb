// The boot script (src/boot.ts) must run before the body is parsed, so that it can hide
// prerendered HTML that is not the requested page before the first paint: its tag stays a
// blocking <script>. The app's scripts become `<meta name="app-script" content="/js/…">`: the
// boot script requests and runs them once the page has painted (src/app/appScripts.ts says why;
// the name is its APP_SCRIPT_NAME).
const HtmlWebpackPlugin = require('html-webpack-plugin');

class AppScriptNamesPlugin {
  constructor(bootChunkName) {
    this.bootChunkName = bootChunkName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('AppScriptNamesPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'AppScriptNamesPlugin',
        (data) => {
          const isBoot = (tag) =>
            tag.tagName === 'script' &&
            String(tag.attributes.src).includes(`/${this.bootChunkName}.`);
          // With blocking script loading the plugin puts the scripts in the body; the template
          // prints the head group only (scripts/build/prerender.ts fills the body).
          const tags = [...data.headTags, ...data.bodyTags];
          const boot = tags.filter(isBoot);
          const names = tags
            .filter((tag) => !isBoot(tag))
            .map((tag) =>
              tag.tagName === 'script'
                ? HtmlWebpackPlugin.createHtmlTagObject('meta', {
                    name: 'app-script',
                    content: tag.attributes.src,
                  })
                : tag,
            );
          data.headTags = [...names, ...boot];
          data.bodyTags = [];
          return data;
        },
      );
    });
  }
}

module.exports = { AppScriptNamesPlugin };
