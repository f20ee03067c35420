// The import graph's rules (issue 38, ADR 042), checked by `npm run lint` with dependency-cruiser:
// no cycle anywhere, and imports only run down the API's layers (ADR 018) and the web's zones (ADR 019).
// ESLint's no-restricted-imports patterns say the same per file; this sees the whole graph, so it also finds a cycle
// that runs through several files and an import back up made through a relative path ESLint's patterns did not expect.
const api = '^apps/api/src/';
const web = '^apps/web/src/';
// Test code may reach anywhere to set a scene; the app's own code may not.
const notTests = '\\.(test|spec|permission-matrix)\\.tsx?$|/test/';

/** A layer of the API may import only the layers below it: [name, path, what it must not import]. */
const apiLayers = [
  [
    'config and db are the ground',
    `${api}(config|db)/`,
    `${api}(core|storage|mail|observability|ops|auth|modules|http|seed|cli|bootstrap|main)`,
  ],
  [
    'core is the ground floor',
    `${api}core/`,
    `${api}(mail|observability|ops|auth|modules|http|seed|cli|bootstrap|main)`,
  ],
  [
    'storage, mail, observability and ops sit below auth',
    `${api}(storage|mail|observability|ops)/`,
    `${api}(auth|modules|http|seed|cli|bootstrap|main)`,
  ],
  ['auth sits below the modules and imports none', `${api}auth/`, `${api}(modules|http|seed|cli|bootstrap|main)`],
  ['modules sit below the app builder and the seed', `${api}modules/`, `${api}(http|seed|cli|bootstrap|main)`],
  ['http builds the app below the seed and the start', `${api}http/`, `${api}(seed|cli|bootstrap|main)`],
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle of imports with values in it: break it by moving what both need below both (ADR 042).',
      from: { pathNot: notTests },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    ...apiLayers.map(([name, from, to]) => ({
      name: `api-layers: ${name}`,
      severity: 'error',
      comment:
        'Imports run down the API layers of ADR 018: config, db < core < storage, mail, observability, ops < auth < modules < http < seed, cli, bootstrap.',
      from: { path: from, pathNot: notTests },
      to: { path: to, dependencyTypesNot: ['type-only'] },
    })),
    {
      name: 'api-modules: one door',
      severity: 'error',
      comment: 'A module reaches another only through its index.ts (ADR 018).',
      from: { path: `${api}modules/([^/]+)/`, pathNot: notTests },
      to: { path: `${api}modules/([^/]+)/.+`, pathNot: [`${api}modules/$1/`, `${api}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'web: features never import each other',
      severity: 'error',
      comment: 'A page in app/routes composes features instead (ADR 019).',
      from: { path: `${web}features/([^/]+)/`, pathNot: notTests },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'web: features and shared code never import the app',
      severity: 'error',
      from: { path: `${web}(features|lib|components)/`, pathNot: notTests },
      to: { path: `${web}app/` },
    },
    {
      name: 'web: lib and components hold no area code',
      severity: 'error',
      from: { path: `${web}(lib|components)/`, pathNot: notTests },
      to: { path: `${web}features/` },
    },
    {
      name: 'web: a route area never imports another',
      severity: 'error',
      from: { path: `${web}app/routes/([^/]+)/`, pathNot: notTests },
      to: { path: `${web}app/routes/[^/]+/`, pathNot: `${web}app/routes/$1/` },
    },
    {
      name: 'packages never import apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain is pure',
      severity: 'error',
      from: { path: '^packages/domain/src/' },
      to: { path: '^packages/contracts/|^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules|/dist/|\\.d\\.ts$|/migrations/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
