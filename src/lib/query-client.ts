import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { followBrowserOnlineStatus } from './online-status';
import { freshFor } from './query-freshness';

const FIVE_MINUTES = 5 * 60 * 1000;
/**
 * How long a cached answer is kept: the persisted cache (src/offline) keeps a week, and a query dropped from
 * memory is dropped from the persisted copy too, so memory keeps it at least as long.
 */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_RETRY_DELAY = 30_000;
const MAX_RETRIES = 3;

/** Retrying a 4xx (a 404 product, a bad category) cannot succeed, so only network and 5xx failures retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: freshFor(FIVE_MINUTES),
        gcTime: CACHE_MAX_AGE_MS,
        retry: shouldRetry,
        retryDelay,
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}

followBrowserOnlineStatus();
export const queryClient = createQueryClient();
