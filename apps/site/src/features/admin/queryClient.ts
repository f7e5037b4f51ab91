import { QueryClient } from '@tanstack/react-query';

/**
 * The back office's server state: lists, records and figures cached per query key, refetched after a
 * change (`invalidateQueries`) and when a new booking arrives live. Loaded only with the back office's chunk.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Lists stay fresh for half a minute; a change or a live booking invalidates them at once.
        staleTime: 30_000,
        // A refusal (not an admin, bad filter) does not get better by asking again.
        retry: (failures, error) => failures < 2 && !isRefusal(error),
        // Keep the previous page on screen while the next one loads (no flash of 'Loading...').
        placeholderData: (previous: unknown) => previous,
      },
    },
  });
}

/** A PostgREST refusal (4xx code) rather than a network failure. */
function isRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(42501|22023|23514|PT4\d\d|PGRST)/.test(code);
}

/** The query keys: one root per kind of data, so a change invalidates everything it touches. */
export const adminKeys = {
  bookings: ['bookings'] as const,
  booking: (id: string) => ['booking', id] as const,
  history: (id: string) => ['booking', id, 'history'] as const,
  schedule: ['schedule'] as const,
  stats: ['stats'] as const,
  pendingCount: ['bookings', 'pending-count'] as const,
  messages: ['messages'] as const,
  spam: ['spam'] as const,
  spamCount: ['spam', 'count'] as const,
  photos: ['photos'] as const,
  users: ['users'] as const,
  settings: ['settings'] as const,
  outbox: ['outbox'] as const,
  outboxStats: ['outbox', 'stats'] as const,
  messageSettings: ['settings', 'messages'] as const,
  reviews: ['reviews'] as const,
  pendingReviews: ['reviews', 'pending-count'] as const,
  accountSettings: ['settings', 'accounts'] as const,
  teams: ['teams'] as const,
};
