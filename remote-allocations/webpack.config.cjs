module.exports = require('../tooling/webpack.app.cjs').createAppConfig({
  dir: __dirname,
  name: 'remote_allocations',
  title: 'Allocations',
  port: 3003,
  exposes: {
    './AllocationsPage': './src/features/allocations/components/allocations-page.tsx',
    './HolidaysPage': './src/features/holidays/components/holidays-page.tsx',
    './UtilisationPage': './src/features/utilisation/components/utilisation-page.tsx',
  },
});
