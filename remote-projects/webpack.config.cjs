module.exports = require('../tooling/webpack.app.cjs').createAppConfig({
  dir: __dirname,
  name: 'remote_projects',
  title: 'Clients and Projects',
  port: 3002,
  exposes: {
    './ClientsPage': './src/features/clients/components/clients-page.tsx',
    './ProjectsPage': './src/features/projects/components/projects-page.tsx',
  },
});
