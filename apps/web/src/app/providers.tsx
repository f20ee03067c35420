import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { getIsToasterWanted, subscribeToToasterWanted } from '@/lib/toast';

// The toaster (and sonner) load with the first toast: most visits never show one (ADR 014).
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const isToasterWanted = useSyncExternalStore(subscribeToToasterWanted, getIsToasterWanted, getIsToasterWanted);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {isToasterWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
