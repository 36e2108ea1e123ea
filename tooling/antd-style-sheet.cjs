// The shell's production build emits antd's styles for the portal's components as a content-hashed sheet
// (shared-ui/tools/antd-style-sheet.tsx makes it) and names it in index.html's <meta name="antd-style-sheet">. The
// shell links it for a signed-in page load before the first render (shell/src/app/antd-style-sheet.ts); antd then
// takes those components' styles from it instead of generating, hashing and inserting them on every page load.
const path = require('node:path');
const { execFile } = require('node:child_process');
const { createHash } = require('node:crypto');
const { promisify } = require('node:util');

const NAME = 'AntdStyleSheetPlugin';
const SHARED_UI = path.resolve(__dirname, '../shared-ui');
const META_NAME = 'antd-style-sheet';

/** Runs the sheet's script in a Node of its own, in production mode: antd's class hashes differ in development. */
async function makeSheet() {
  const tsx = require.resolve('tsx', { paths: [SHARED_UI] });
  // From its own folder, whose tsconfig.json tells tsx how to compile it.
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', tsx, 'antd-style-sheet.tsx'], {
    cwd: path.join(SHARED_UI, 'tools'),
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

class AntdStyleSheetPlugin {
  /** @param {{ HtmlWebpackPlugin: any }} options the app's html-webpack-plugin, whose hooks name the sheet */
  constructor({ HtmlWebpackPlugin }) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let fileName;
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const sheet = await makeSheet();
        fileName = `antd.${createHash('sha256').update(sheet).digest('hex').slice(0, 10)}.css`;
        compilation.emitAsset(fileName, new sources.RawSource(sheet));
      });
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (groups) => {
        const href = `${compilation.outputOptions.publicPath}${fileName}`;
        groups.headTags.push(this.HtmlWebpackPlugin.createHtmlTagObject('meta', { name: META_NAME, content: href }));
        return groups;
      });
    });
  }
}

module.exports = { AntdStyleSheetPlugin };
