import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import lifeorbit from './eslint-rules/api-data-rules.js';
import lifeorbitWeb from './eslint-rules/web-rules.js';

// Read from this file's folder, so the zones hold wherever ESLint runs from (a test runs it from apps/web).
const dirsIn = (folder) =>
  fs.existsSync(path.join(import.meta.dirname, folder))
    ? fs
        .readdirSync(path.join(import.meta.dirname, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const featureDirs = dirsIn('apps/web/src/features');
const routeAreaDirs = dirsIn('apps/web/src/app/routes');

/**
 * The web's zones (STYLE.md 5, ADR 019): features never import each other nor the app layer; a route area composes
 * features but never reaches into another area's routes; lib/ and components/ hold no area code, so they import
 * neither features nor the app.
 */
const featurePatterns = (feature) => [
  {
    regex: `^@/features/(?!${feature}/)`,
    message: 'Features never import each other; a page in src/app/routes composes them instead.',
  },
  { regex: '^(\\.\\./){2,}', message: 'Leave the feature through @/ imports, not ../../' },
  { regex: '^@/app/', message: 'Features do not import the app layer.' },
];

/** An area's admin code (features/<area>/admin/) may use the area's member code; member code never pulls staff code in. */
const featureBoundaries = featureDirs.flatMap((feature) => [
  {
    files: [`apps/web/src/features/${feature}/admin/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns(feature) }] },
  },
  {
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: [`apps/web/src/features/${feature}/admin/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...featurePatterns(feature),
            {
              regex: `^@/features/${feature}/admin/|^(\\.\\./)+admin/`,
              message: "Member code never imports its area's admin code (ADR 019).",
            },
          ],
        },
      ],
    },
  },
]);

const routeAreaBoundaries = routeAreaDirs.map((area) => ({
  files: [`apps/web/src/app/routes/${area}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(@/app/routes/(?!${area}/|types$)|(\\.\\./)+(?!types$|${area}/)[\\w-]+/)`,
            message: "A route area never imports another area's routes; what two pages share lives in a feature.",
          },
        ],
      },
    ],
  },
}));

const sharedCodeBoundaries = {
  files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^@/features/', message: 'lib/ and components/ hold no area code: they never import a feature.' },
          { regex: '^@/app/', message: 'lib/ and components/ never import the app layer.' },
        ],
      },
    ],
  },
};

const noSonner = {
  selector: "ImportDeclaration[source.value='sonner'][importKind!='type'], ImportExpression[source.value='sonner']",
  message: "Import { toast } from '@/lib/toast': a toast made through sonner directly has no toaster to show it.",
};
/** One explicit way to move the focus on mount, kept from ADR 016 when the app went back to React DOM (ADR 020). */
const noAutoFocus = {
  selector: "JSXAttribute[name.name='autoFocus']",
  message:
    "Use ref={focusOnMount} from '@/lib/focus-on-mount': moving the focus should be explicit code that a test can see, in one place, not an attribute.",
};

/**
 * API modules reach each other only through what a module exports on purpose (ADR 018): from a module's file,
 * `../other` (its index.ts) is fine, `../other/other.repository` is not. A module's own files are `./x`.
 */
const apiModuleBoundary = {
  regex: '^\\.\\./[^./][^/]*/(?!index$).+',
  message: "Import another module through its index.ts ('../<module>'), never its files.",
};
/** The same from outside modules/ (auth/, db/): `../modules/<m>` is the module's index.ts. */
const apiModuleInternals = {
  regex: '(^|/)modules/[^/]+/(?!index$).+',
  message: "Import a module through its index.ts ('../modules/<module>'), never its files.",
};
const apiNoAppBuilder = {
  regex: '(^|/)http(/|$)',
  message: 'http/ builds the app and imports the modules; what modules share lives in core/.',
};
const apiNoSeed = {
  regex: '(^|/)seed(/|$)',
  message:
    'seed/ sits above the modules and uses them; a module never imports it (move what both need into the module).',
};
const apiAuthDoor = {
  regex: '^(\\.\\./){2,}auth/.+',
  message: "Import the sign-in and account home through its index.ts ('../../auth'), never its files (ADR 042).",
};
const apiNoModules = {
  regex: '(^|/)modules(/|$)',
  message:
    'src/auth sits below the modules and imports none: move what it needs down, or let the http layer hand it in (ADR 018).',
};
const apiBelowEverything = {
  regex: '(^|/)\\.\\./(modules|http|auth|seed|cli|observability|ops)(/|$)|(^|/)bootstrap$',
  message:
    'core/ and config/ are the ground floor of the API: they import no module, guard, app, observability or ops code (core/observability.ts declares the types they implement).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.test-output/**',
      'e2e/test-results/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...featureBoundaries,
  ...routeAreaBoundaries,
  sharedCodeBoundaries,
  {
    // Toasts go through @/lib/toast, which loads sonner and mounts the toaster on the first one (ADR 014).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.ts', 'apps/web/src/components/ui/toaster.tsx'],
    rules: { 'no-restricted-syntax': ['error', noAutoFocus, noSonner] },
  },
  {
    files: ['apps/web/src/lib/toast.ts', 'apps/web/src/components/ui/toaster.tsx'],
    rules: { 'no-restricted-syntax': ['error', noAutoFocus] },
  },
  {
    // The domain stays pure (STYLE.md 1): no I/O, no apps, no frameworks, no clock or randomness.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'packages/domain does no I/O.' },
            {
              regex: '^(fs|path|os|http|https|net|child_process|crypto|url)$',
              message: 'packages/domain does no I/O.',
            },
            {
              regex: '^(react|react-dom|hono|pg|drizzle-orm|@electric-sql/.*|better-auth)(/.*)?$',
              message: 'packages/domain is framework-free.',
            },
            { regex: '^@lifeorbit/(api|web)', message: 'Packages never import apps.' },
            { regex: '(^|/)apps/', message: 'Packages never import apps.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'packages/domain has no DOM.' },
        { name: 'document', message: 'packages/domain has no DOM.' },
        { name: 'localStorage', message: 'packages/domain has no storage.' },
        { name: 'fetch', message: 'packages/domain does no I/O.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes in as an argument.' },
        { object: 'Math', property: 'random', message: 'Randomness comes in as an argument.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time comes in as an argument.' },
      ],
    },
  },
  // API layers (ADR 018): config, db < core < ops, observability, auth < modules < http (builds the app) < seed,
  // bootstrap, cli.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [apiModuleBoundary, apiNoAppBuilder, apiNoSeed, apiAuthDoor] }],
    },
  },
  {
    files: ['apps/api/src/auth/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiNoModules, apiNoAppBuilder, apiNoSeed] }] },
  },
  {
    files: ['apps/api/src/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiModuleInternals, apiNoAppBuilder, apiNoSeed] }] },
  },
  {
    // SQL in repositories, each table written by its owner (ADR 042; eslint-rules/api-data-rules.js).
    files: ['apps/api/src/**/*.ts'],
    plugins: { lifeorbit },
    rules: { 'lifeorbit/sql-in-repositories': 'error', 'lifeorbit/table-owner': 'error' },
  },
  {
    // One call a file in a feature's api/ folder (ADR 019, ADR 042; eslint-rules/web-rules.js).
    files: ['apps/web/src/features/**/api/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'lifeorbit-web': lifeorbitWeb },
    rules: { 'lifeorbit-web/one-call-a-file': 'error' },
  },
  {
    // No file over 400 lines (ADR 018, ADR 042): split a big one by sub-area. Migrations are SQL, locales JSON.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['apps/api/src/core/**/*.ts', 'apps/api/src/config/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiBelowEverything] }] },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(node:|@lifeorbit/(api|web)|react|hono)', message: 'Contracts are zod schemas only.' }],
        },
      ],
    },
  },
);
