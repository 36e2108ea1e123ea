// One webpack + Module Federation setup for the shell and every remote, so the
// shared singletons (and their versions) can never drift between apps.
const path = require('node:path');
const { existsSync } = require('node:fs');
const { createRequire } = require('node:module');
const zlib = require('node:zlib');

const { acceptedVersions } = require('./accepted-versions.cjs');
const { AntdStyleSheetPlugin } = require('./antd-style-sheet.cjs');

const API_TARGET = process.env.API_URL || 'http://localhost:8080';

/** Libraries that must exist once on the page: each holds module-level state (React, the store, router context). */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'dayjs', 'formik', 'yup'];
// A shared package is never tree-shaken: every browser gets all of it. So two big libraries are not shared whole.
// antd reaches every app through @portal/shared-ui (shared-ui/src/antd.ts), which re-exports just the components
// the portal uses; being a singleton, it still gives the page one antd context (theme, message, modal, styles).
// @ant-design/icons (953 KB for a few dozen icons) is not shared at all: each app bundles the icons it imports;
// their only state is an optional context (class prefix, CSP nonce) that the portal does not set.
const WORKSPACE_SINGLETONS = ['@portal/shared-auth', '@portal/shared-ui'];
/** Libraries that reach the page only inside a workspace singleton's chunks (for `pnpm budgets`, which counts them as shared). */
const SHARED_THROUGH_WORKSPACE = ['antd'];
// Subpath imports (react/jsx-runtime, react-dom/client, @reduxjs/toolkit/query/react) are only shared through prefix keys.
const PREFIXES = ['react/', 'react-dom/', '@reduxjs/toolkit/', 'dayjs/'];

function sharedConfig(appRequire, appPackage) {
  const deps = appPackage.dependencies;
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: acceptedVersions(deps[name], deps[name]) };
  }
  for (const prefix of PREFIXES) {
    const base = prefix.slice(0, -1);
    shared[prefix] = { singleton: true, requiredVersion: acceptedVersions(deps[base], deps[base]) };
  }
  for (const name of WORKSPACE_SINGLETONS) {
    // The version this app's own copy is; webpack cannot read it from a workspace: specifier.
    const version = appRequire(`${name}/package.json`).version;
    shared[name] = { singleton: true, requiredVersion: acceptedVersions(deps[name], version), version };
  }
  return shared;
}

// What the browser fetches as text. Source maps are left out: only developer tools fetch them, and compressing them
// twice would double the build's compression time for files no user downloads.
const COMPRESSIBLE = /\.(js|json|html|css|svg|txt)$/;

/**
 * A gzip and a brotli copy next to every compressible file of a production build (x.js.gz, x.js.br), at high levels
 * since it is done once per build: the portal server (@fastify/static preCompressed) and nginx (gzip_static,
 * brotli_static) send them as they are, instead of compressing on every request or not at all. Files under 1 KB,
 * or that shrink by less than a fifth, are sent as they are. Brotli quality 10 rather than 11: over one remote's
 * files (3.3 MB) 2.0 s instead of 5.7 s for 1.6 % more bytes (744 → 756 KB; gzip -9: 913 KB).
 */
function compressedCopies(CompressionPlugin) {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.8 };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } },
    }),
  ];
}

/** A remote's own page, for running it alone in development: its pages mount on #root. */
function standalonePage(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · Workforce Portal</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (its __dirname)
 * @param {string} options.name federation name, e.g. remote_projects or shell
 * @param {number} options.port dev-server port
 * @param {Record<string,string>} [options.exposes] modules a remote offers
 * @param {string} [options.runtimePlugin] path of a federation runtime plugin of the app's own (the shell's fallback)
 * @param {string} [options.title] a remote's name on its standalone page; an app with its own public/index.html (the shell) uses that
 * @param {boolean} [options.antdStyleSheet] a production build serves antd's styles as a sheet (the shell, which owns the page)
 */
function createAppConfig({ dir, name, port, exposes, runtimePlugin, title, antdStyleSheet = false }) {
  const appRequire = createRequire(path.join(dir, 'package.json'));
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const MinimizerPlugin = appRequire('minimizer-webpack-plugin');
  const CompressionPlugin = appRequire('compression-webpack-plugin');
  const appPackage = appRequire('./package.json');
  const isRemote = Boolean(exposes);

  return (_env, argv) => {
    const production = argv.nodeEnv === 'production' || argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isRemote ? 'auto' : '/',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      // '@portal/source': a workspace package's TypeScript source (shared-contracts/values), compiled here like the app's.
      resolve: { extensions: ['.tsx', '.ts', '.js'], conditionNames: ['@portal/source', '...'] },
      module: {
        rules: [
          {
            // That source is written for Node (NodeNext): its relative imports name the .js they compile to.
            include: path.resolve(__dirname, '../shared-contracts/src'),
            resolve: { extensionAlias: { '.js': ['.ts', '.js'] } },
          },
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: appRequire.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes,
          remotes: isRemote ? undefined : {},
          shared: sharedConfig(appRequire, appPackage),
          shareStrategy: 'loaded-first',
          // Every app judges the shared versions it is handed (a remote may run on a shell older than itself).
          runtimePlugins: [appRequire.resolve('@portal/federation-runtime/version-guard-plugin'), ...(runtimePlugin ? [runtimePlugin] : [])],
          manifest: isRemote ? true : undefined,
          dts: false,
          dev: false,
        }),
        new HtmlWebpackPlugin({
          ...(existsSync(path.join(dir, 'public/index.html'))
            ? { template: path.join(dir, 'public/index.html') }
            : { templateContent: standalonePage(title ?? name) }),
          publicPath: isRemote ? 'auto' : '/',
          favicon: existsSync(path.join(dir, 'public/favicon.svg')) ? path.join(dir, 'public/favicon.svg') : undefined,
        }),
        ...(production && antdStyleSheet ? [new AntdStyleSheetPlugin({ HtmlWebpackPlugin })] : []),
        ...(production ? compressedCopies(CompressionPlugin) : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: API_TARGET }],
        client: { overlay: { warnings: false } },
      },
      // swc instead of webpack's default terser: the same minifier family as the loader, about 2.5 times faster over
      // each app's copy of antd, and a few per cent smaller output. In the build's own process (`parallel: false`):
      // swc is native code, and worker processes each start Node, load swc and are sent every chunk with its source map
      // over a pipe. Byte-identical output; remote-projects' build 26.1 → 23.3 CPU s (four each, alternated; docs/testing.md).
      optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, parallel: false })] },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

module.exports = { createAppConfig, SHARED_THROUGH_WORKSPACE };
