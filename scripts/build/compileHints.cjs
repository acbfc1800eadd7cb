// V8's explicit compile hints (Chrome 136 and later): a file whose first line is the magic
// comment below has all its functions compiled eagerly, while the file downloads, on a
// background thread, instead of each one on the main thread the first time it is called.
// Without it, a visitor's first tap on a phone compiled the code that answers it on the spot:
// opening the mobile menu was about 200 lazy compilations, 33 ms of an 80 ms task at 4x CPU
// (docs/performance.md, "Compile hints"). Every file the app loads runs on its page or on the
// first gestures there (the libraries, the app, each page's chunk), which is where the hint
// pays. Other engines read it as a comment.
const webpack = require('webpack');

const MAGIC_COMMENT = '//# allFunctionsCalledOnLoad';

/**
 * The comment as the first line of every JavaScript file but the boot script, which is small,
 * runs once and is written into each page's HTML. Added after Terser (which drops comments it
 * does not know) and before the source maps, the content hashes and the compressed siblings,
 * so all three include it.
 */
function compileHintsPlugin() {
  return new webpack.BannerPlugin({
    banner: MAGIC_COMMENT,
    raw: true,
    test: /\.js$/,
    exclude: /(^|\/)boot\./,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

module.exports = { compileHintsPlugin };
