import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { noPreact, reactAliases } from './runtime-guard.ts';

/**
 * A few chunks instead of some forty small ones (ADR 014): the libraries under every page; our own small modules that
 * every page uses, the landing page included; and the form and dialog parts of every page but the landing page. Fewer
 * files compress better and cost fewer requests; the rest stays split by route. (Infinite queries belong to two list
 * pages, mutations to the pages that write.)
 */
const CHUNK_GROUPS = [
  {
    name: 'framework',
    test: (id: string) =>
      /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/.test(
        id,
      ) &&
      !/[\\/](useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions|useMutation|mutationObserver|useMutationState)\.js$/.test(
        id,
      ),
    priority: 10,
  },
  {
    name: 'shared',
    test: /src[\\/](lib[\\/](i18n|cn|theme|session|toast|api|query-keys|query-client|languages|use-document-title|use-app-language)|features[\\/](security[\\/]lib[\\/](security-events|use-security-monitoring)|life-areas[\\/]api[\\/]keys)|components[\\/](theme-toggle|language-picker|ui[\\/](button|slot|spinner|skeleton|empty-state|page-header))|app[\\/]route-manifest)\.tsx?$|node_modules[\\/](clsx|lucide-react[\\/]dist[\\/]esm[\\/](shared|Icon|createLucideIcon|defaultAttributes|context))/,
    priority: 5,
  },
  {
    // The icons of the signed-in shell (its navigation, menus and dialogs) and of the commonest buttons: one file
    // instead of some twenty of 0.2-0.3 KB, each with its own request and import preamble.
    name: 'shell-icons',
    test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-up|bot|book-open|building-complex|flame|calendar-range|chart-bar|check|chevron-down|chevron-right|compass|dumbbell|globe|heart-pulse|lightbulb|megaphone|notebook-pen|orbit|pencil|plus|repeat|search-x|settings|shopping-bag|sliders-horizontal|trash|trending-up|trophy|user|users|warehouse|x)\.m?js$/,
    priority: 6,
  },
  {
    // The member's pins and shortcuts: the shell asks for them on every signed-in page, the landing page for the pins.
    name: 'life-nav',
    test: /src[\\/]features[\\/]life-areas[\\/]api[\\/](get-pins|get-bottom-nav|get-subcategory-nav)\.ts$/,
    priority: 3,
  },
  {
    // What the workout parts below use and other pages too, kept out of them (a group takes its modules' dependencies).
    name: 'queries-more',
    test: /node_modules[\\/]@tanstack[\\/].*[\\/](useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions|useMutation|mutationObserver|useMutationState)\.js$/,
    priority: 3,
  },
  {
    name: 'outbox',
    test: /src[\\/]lib[\\/]outbox[\\/]|node_modules[\\/]idb[\\/]/,
    priority: 3,
  },
  {
    name: 'gyms-api',
    test: /src[\\/]features[\\/]gyms[\\/]api[\\/][\w-]+\.ts$/,
    priority: 3,
  },
  {
    name: 'domain-core',
    test: /packages[\\/]domain[\\/]src[\\/](units|rounding|weight-model|readiness|feel|efforts)\.ts$|src[\\/](lib[\\/](number-input|parse-decimal|snapshot-keys|local-date)|features[\\/]workouts[\\/]lib[\\/]format)\.ts$/,
    priority: 3,
  },
  {
    // The workout page's parts that other pages share (keys, the offline start, the clock, a few icons): one file.
    name: 'workout-shared',
    test: /src[\\/]features[\\/](workouts[\\/](api[\\/]keys|components[\\/]elapsed-time|lib[\\/](cache|template-start)|offline[\\/](ops|workout-outbox))|readiness[\\/]api[\\/](keys|get-latest-readiness))\.tsx?$|packages[\\/]domain[\\/]src[\\/]plates\.ts$/,
    priority: 3,
  },
  {
    // The workout page's own parts, which only the history detail and the demo pages share: one file instead of some
    // fifteen of 0.1-5 KB, each a request of its own on the page members open most (issue 15).
    name: 'workout-parts',
    test: /src[\\/]features[\\/](workouts[\\/](components[\\/](set-grid|set-row-parts|pr-banner|feel-marker|plate-line|suggestion-chip|warmup-panel)|lib[\\/](training-rules|warmups-shown)|api[\\/](training-rules-keys|get-training-rules-settings))|gyms[\\/]components[\\/]workout-gym-bar)\.tsx?$|packages[\\/]domain[\\/]src[\\/](warmup|coaching|suggestion)\.ts$/,
    priority: 2,
  },
  {
    name: 'ui',
    test: /src[\\/](lib[\\/](safe-redirect|lazy-component)|components[\\/]ui[\\/](input|field|dialog|sheet))\.tsx?$/,
    priority: 4,
  },
];

export default defineConfig({
  plugins: [
    noPreact(),
    react(),
    tailwindcss(),
    // ADR 012: the app shell and every chunk are precached, pages come network-first (a fresh CSP nonce online, the
    // last copy offline), the catalogue is kept for offline search; workout writes wait in IndexedDB, not here.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'LifeOrbit',
        short_name: 'LifeOrbit',
        description: 'Log every set, online or not, and grow it into a tracker for your whole life.',
        start_url: '/app/workouts',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0f1115',
        theme_color: '#0f1115',
        categories: ['health', 'fitness', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,svg,png,webp,woff2}'],
        // Staff pages and the security demo load from the network when opened; members never wait for them.
        globIgnores: ['**/admin*', '**/safeguard-testing*'],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Every route of the SPA is the same index.html: one cached copy answers them all offline.
            urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'lifeorbit-pages',
              networkTimeoutSeconds: 4,
              plugins: [{ cacheKeyWillBeUsed: async () => '/index.html' }],
            },
          },
          {
            urlPattern: ({ url }) =>
              url.pathname === '/api/exercises' ||
              url.pathname.startsWith('/api/exercises/') ||
              url.pathname.startsWith('/api/catalogue/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'lifeorbit-catalogue',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 },
            },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [{ find: '@', replacement: path.resolve(import.meta.dirname, 'src') }, ...reactAliases],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    modulePreload: {
      // Every browser we support preloads modules; and the chunks the entry imports are loaded already, so no route
      // needs to list them again in the preload table that every page downloads (ADR 014).
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) => {
        if (hostType === 'html') return deps;
        // Staff and demo pages load their parts as they import them: member pages don't carry their file lists.
        if (/^assets\/(admin|safeguard|[\w-]*-demo-page)/.test(file)) return [];
        return deps.filter((dep) => !/^assets\/(framework|shared|rolldown-runtime)-/.test(dep));
      },
    },
  },
});
