import type { Alias, Plugin } from 'vite';

/**
 * The web app runs on React 19 and React DOM (ADR 020, which supersedes ADR 016's Preact). react-i18next imports the
 * `use-sync-external-store/shim` meant for React 17; React 19 has the hook, which the package's own entry re-exports.
 */
export const reactAliases: Alias[] = [
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
];

const PREACT_IMPORT = /^(preact|@preact\/[^/]+)(\/.*)?$/;
const PREACT_FILE = /[\\/]node_modules[\\/](preact|@preact)[\\/]/;

/**
 * Fails the build (or the test file) that would load Preact: a second runtime beside React DOM breaks hooks at run time,
 * and an alias or import left from ADR 016 would do it quietly. Both the import and the file are refused, so neither a
 * bare `preact/compat` import nor a library that bundles a path into Preact slips through.
 */
export function noPreact(): Plugin {
  const refuse = (what: string) =>
    `${what} is Preact; the web app runs on React DOM (ADR 020): import from react or react-dom instead`;
  return {
    name: 'lifeorbit:no-preact',
    enforce: 'pre',
    resolveId: {
      filter: { id: PREACT_IMPORT },
      handler(source) {
        this.error(refuse(source));
      },
    },
    load: {
      filter: { id: PREACT_FILE },
      handler(id) {
        this.error(refuse(id));
      },
    },
  };
}
