import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { i18next, initI18n } from '@/lib/i18n';
import { startSecurityMonitor } from '@/lib/security-events';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from './providers';
import { createRouter } from './router';
import './styles.css';

await initI18n();
// Watches every page, public ones included, for injected scripts and handlers (spec §7); reports quietly.
startSecurityMonitor();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={createQueryClient()}>
      {/* Shown while a page's texts load the first time; the shells have their own boundaries inside. */}
      <Suspense fallback={<FullPageSpinner label={i18next.t('loading')} />}>
        <RouterProvider router={createRouter()} />
      </Suspense>
    </Providers>
  </StrictMode>,
);
