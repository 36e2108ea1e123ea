// Import rules, checked by `pnpm run lint` over the source of every package (issue 19): no import cycles anywhere.
// A cycle makes module load order decide what is defined, and ties both ends so neither can change alone.
//
// The api's source is grouped by resource (issue 36, docs/architecture.md "api/src layout"): api/src/modules/<m>/
// holds one resource's routes, rules and SQL; api/src/platform/ the machinery they share (database, lists, export,
// HTTP plugins, auth, mail); api/src/wiring/ puts the modules together for app.ts. The rules below keep it that way:
// a module is used only through its public entry (modules/<m>/index.ts), the platform never knows a module, and a
// module's rules (every file outside its http/ folder) never import the HTTP layer.
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
      name: 'module-through-public-entry',
      severity: 'error',
      comment:
        "Another module's insides: import what it offers from its public entry (modules/<m>/index.ts), and export it there if it is missing.",
      from: { path: '^api/src/(modules/([^/]+)/|(?!modules/))' },
      to: { path: '^api/src/modules/[^/]+/.', pathNot: ['^api/src/modules/$2/', '^api/src/modules/[^/]+/index[.]ts$'] },
    },
    {
      name: 'platform-without-modules',
      severity: 'error',
      comment: 'The shared machinery (api/src/platform) knows no resource: what a module needs from it is passed in or lives in the module.',
      from: { path: '^api/src/platform/' },
      to: { path: '^api/src/(modules/|wiring/|cli/|seed/|(app|app-type|server)[.]ts$)' },
    },
    {
      name: 'domain-without-http',
      severity: 'error',
      comment:
        "A module's rules, writes and SQL (every file outside its http/ folder) do not know the HTTP layer: routes call the rules, never the other way.",
      from: { path: '^api/src/modules/[^/]+/', pathNot: ['^api/src/modules/[^/]+/http/', '^api/src/modules/[^/]+/index[.]ts$'] },
      to: { path: '^api/src/(modules/[^/]+/http/|platform/http/|wiring/|app(-type)?[.]ts$)' },
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
