// Import rules, checked by `pnpm run lint` over the source of every package (issue 19): no import cycles anywhere,
// and the api's business rules (api/src/domain) never import its HTTP layer. A cycle makes module load order decide
// what is defined, and ties both ends so neither can change alone.
//
// Type-only imports count (tsPreCompilationDeps): a cycle through a type still means neither file can be
// understood or moved without the other; issue 19's app.ts <-> users routes cycle went through the App type only.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycle: break it by moving what both sides need into a module that imports neither.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-without-http',
      severity: 'error',
      comment: 'Business rules (api/src/domain) do not know the HTTP layer: routes call the rules, never the other way.',
      from: { path: '^api/src/domain/' },
      to: { path: '^api/src/(routes/|app(-type)?[.]ts$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/'] },
    tsPreCompilationDeps: true,
    // dependency-cruiser maps the api's NodeNext imports ('./x.js') back to the .ts source by itself.
    // exportsFields lets subpaths such as @portal/shared-ui/testing resolve to the package's source.
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
