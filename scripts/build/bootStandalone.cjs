// The boot script (src/boot.ts) runs alone, blocking, in <head>: nothing may make it wait for
// another file. Two things in a development build did, and left `npm start` a blank page:
//  - webpack-dev-server adds its client and the hot-reload runtime to every entry as "global"
//    entries, boot included;
//  - the split-chunk groups then moved that shared client into the `libraries` chunk, which
//    boot only ever asks for after it has run; so boot waited for libraries, and neither ran.
// `BOOT_ONLY_ALONE` keeps boot out of every split chunk (a cache group's own `chunks` replaces
// the top-level one, so each group needs it). `DevClientInEntryPlugin` hands the dev server's
// global entries to the app's entry only: the app reloads and hot-swaps, boot stays the small
// standalone file production ships.
const PLUGIN = 'DevClientInEntryPlugin';

/** Split-chunk filter: initial chunks other than boot. */
function initialExcept(bootChunkName) {
  return (chunk) => chunk.name !== bootChunkName && chunk.canBeInitial();
}

class DevClientInEntryPlugin {
  constructor(entryName) {
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After every entry and global entry is added, before the chunk graph is built.
      compilation.hooks.seal.tap(PLUGIN, () => {
        const global = compilation.globalEntry;
        const target = compilation.entries.get(this.entryName);
        if (!target || global.dependencies.length === 0) return;
        target.dependencies.unshift(...global.dependencies);
        global.dependencies.length = 0;
      });
    });
  }
}

module.exports = { DevClientInEntryPlugin, initialExcept };
