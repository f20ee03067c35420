import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** Spec §9: catalogue queries stale 5 minutes, retry 1; queries override per call (active workout, detail). */
export const CATALOGUE_STALE_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CATALOGUE_STALE_MS,
        retry: (failureCount, error) => {
          // A 4xx will not get better by asking again.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
