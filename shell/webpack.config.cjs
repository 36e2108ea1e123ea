module.exports = require('../tooling/webpack.app.cjs').createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  runtimePlugin: require.resolve('./src/federation/fallback-plugin.ts'),
  antdStyleSheet: true,
});
