module.exports = require('../tooling/webpack.app.cjs').createAppConfig({
  dir: __dirname,
  name: 'remote_timesheets',
  title: 'Timesheets',
  port: 3004,
  exposes: {
    './TimesheetsPage': './src/features/timesheets/components/timesheets-page.tsx',
  },
});
