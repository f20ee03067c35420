import type { Alias, Plugin } from 'vite';

/**
 * The web app runs on Preact through its React compatibility layer (ADR 016): every import of React or React DOM, ours
 * and the libraries' (React Router, TanStack Query, react-i18next, Radix, sonner, lucide-react, Testing Library),
 * resolves to `preact/compat`. Exact matches only, so `react-router` or `react-i18next` are never rewritten. The types
 * stay React's (`@types/react`): the code is written against React's API, which preact/compat implements.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // react-i18next's shim for React 17: preact/compat has useSyncExternalStore itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

const REACT_ITSELF = /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/;

/**
 * Fails the build (or the test file) that loads React itself: an import the aliases above missed (a new entry point
 * such as `react-dom/server`, a library's CommonJS `require`) would put a second runtime beside Preact, which breaks
 * hooks at run time. React stays installed, as the peer dependency that libraries declare.
 */
export function noReactItself(): Plugin {
  return {
    name: 'lifeorbit:no-react-itself',
    load: {
      filter: { id: REACT_ITSELF },
      handler(id) {
        this.error(
          `${id} is React itself; the web app runs on preact/compat (ADR 016): add an alias in preact-aliases.ts`,
        );
      },
    },
  };
}
