import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { noReactItself, preactAliases } from './preact-aliases.ts';

export default defineConfig({
  plugins: [noReactItself()],
  resolve: {
    // The ES module builds (React Router's "node" entry is CommonJS, whose require() would bypass the aliases).
    conditions: ['module', 'browser', 'development|production'],
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...preactAliases,
      // Its CommonJS entry (the package's main) would be required by Node, past the aliases: take its ES module.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15_000,
    server: {
      deps: {
        // The tests run on what ships (ADR 016): libraries that import React go through Vite, and so through the
        // aliases to preact/compat; left to Node they would load React itself.
        inline: [
          /node_modules[\\/](@testing-library[\\/]react|react-router|@tanstack[\\/]react-query|react-i18next|radix-ui|@radix-ui|sonner|lucide-react|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|@floating-ui[\\/]react-dom)[\\/]/,
        ],
      },
    },
  },
});
