import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { FullPageSpinner } from '@/components/ui/spinner';
import { detectLanguage, i18next, initI18n } from '@/lib/i18n';
import { startSecurityMonitor } from '@/features/security/lib/security-events';
import { createQueryClient } from '@/lib/query-client';
import { meQueryOptions, wasSignedInHere } from '@/lib/session';
import { Providers } from './providers';
import { AppRouter, preloadRoute, startRouteReads } from './router';
import './styles.css';

/**
 * Lets the browser run what waits (a paint, an input) between the steps below: the modules' own evaluation, starting
 * the first page's code and reads, and the texts each take tens of ms on a phone, and in one task they blocked the
 * page for a few hundred.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The session check and the first page's code start loading now, beside the texts, not after them (ADR 014).
const queryClient = createQueryClient();
void queryClient.prefetchQuery(meQueryOptions);
await nextTask();
const firstPage = preloadRoute(window.location).catch(() => undefined);
// So do the first page's API reads (ADR 037), rather than once its code and texts have arrived and drawn: at once when
// this device knows its member, else once the session check has found one (a visitor would be sent to sign in, and
// the reads would answer 401).
const firstLocation = { pathname: window.location.pathname };
const startFirstReads = () => startRouteReads(firstLocation, detectLanguage());
if (wasSignedInHere()) startFirstReads();
else
  void queryClient.fetchQuery(meQueryOptions).then(
    (me) => (me ? startFirstReads() : undefined),
    () => undefined,
  );

await nextTask();
await initI18n();
// Drawn once its code is here, as the data router did: no skeleton between the shell and the page (a failed fetch
// is drawn as the router's error page).
await firstPage;
// Watches every page, public ones included, for injected scripts and handlers (spec §7); reports quietly.
startSecurityMonitor();

// The service worker keeps the app shell for offline use (ADR 012); in development Vite serves everything fresh.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      // This first page came before the worker: keep its shell now, so even a reload offline right away opens.
      .then(async () => {
        const pages = await caches.open('lifeorbit-pages');
        if (!(await pages.match('/index.html'))) await pages.add('/index.html');
      })
      .catch(() => undefined);
  // The texts above are awaited, so the page may have finished loading already.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const root = createRoot(document.getElementById('root')!);
// A transition, so the first draw of the shell and the page (a few hundred ms on a phone for a long workout) is done
// in slices the browser can answer between, rather than in one task; the painted splash stays until it commits.
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        {/* Shown while a page's texts load the first time; the shells have their own boundaries inside. */}
        <Suspense fallback={<FullPageSpinner label={i18next.t('loading')} />}>
          <AppRouter />
        </Suspense>
      </Providers>
    </StrictMode>,
  ),
);
