import {
  type DehydratedState,
  dehydrate,
  hydrate,
  MutationCache,
  onlineManager,
  QueryClient,
} from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import {
  type CrewJobRow,
  isNetworkFailure,
  photoPath,
  recordFinish,
  recordStart,
  recordTick,
  uploadJobPhoto,
} from './crewApi';

/**
 * The cleaner's day on a weak connection. The day's jobs are a query whose cache is kept in the phone's local storage
 * (TanStack Query's own dehydrate and hydrate), so the page opens with the day even offline. Every change — a start, a tick, a finish
 * with its photos — is a mutation of one scope: TanStack Query runs them one after the other in the order they were
 * made, pauses them while the phone is offline (keeping the paused ones with the cache, so a reload loses none) and
 * sends them when the connection is back. Each change is sent once; a change whose answer was lost is sent again, and
 * the database's functions change nothing the second time (the first start and finish stand, a tick keeps its time,
 * a photo is recorded once by its id). The photos wait in IndexedDB until their finish has been sent.
 */

export type CrewChange =
  | { kind: 'start'; bookingId: string; at: string }
  | { kind: 'tick'; bookingId: string; item: string; done: boolean; at: string }
  | { kind: 'finish'; bookingId: string; at: string; photos: { id: string; type: string }[] };

export const crewChangeKey = ['crew', 'change'] as const;
/** One queue for all of the day's changes: they reach the server in the order they were made. */
export const crewScope = { id: 'crew-changes' };
export const crewJobsKey = (userId: string) => ['crew', 'jobs', userId] as const;

const photoKey = (id: string) => `crew-photo:${id}`;

/** Keeps a chosen photo on the phone until its finish is sent (it survives a reload). */
export function keepPhoto(id: string, file: Blob): Promise<void> {
  return set(photoKey(id), file);
}

export function discardPhoto(id: string): Promise<void> {
  return del(photoKey(id));
}

export function keptPhoto(id: string): Promise<Blob | undefined> {
  return get<Blob>(photoKey(id));
}

export async function sendChange(change: CrewChange): Promise<void> {
  switch (change.kind) {
    case 'start':
      return recordStart(change.bookingId, change.at);
    case 'tick':
      return recordTick(change.bookingId, change.item, change.done, change.at);
    case 'finish': {
      const paths: string[] = [];
      for (const photo of change.photos) {
        const path = photoPath(change.bookingId, photo);
        const file = await keptPhoto(photo.id);
        // No file kept: it was uploaded by an earlier try whose finish was not answered; the finish checks it is there.
        if (file) await uploadJobPhoto(path, file);
        paths.push(path);
      }
      await recordFinish(change.bookingId, paths, change.at);
      await Promise.all(change.photos.map((photo) => discardPhoto(photo.id)));
      return;
    }
  }
}

/** The change as the phone shows it at once: the cached day moves on without waiting for the server. */
export function applyChange(jobs: CrewJobRow[] | undefined, change: CrewChange): CrewJobRow[] | undefined {
  return jobs?.map((job) => {
    if (job.id !== change.bookingId) return job;
    switch (change.kind) {
      case 'start':
        return { ...job, started_at: job.started_at ?? change.at };
      case 'tick':
        return { ...job, checklist: { ...job.checklist, [change.item]: change.done } };
      default:
        return {
          ...job,
          started_at: job.started_at ?? change.at,
          finished_at: job.finished_at ?? change.at,
          status: 'completed',
        };
    }
  });
}

/** How long the phone is taken to be offline after the day could not be read, before it is tried again. */
export const offlineRecheckMs = 15_000;
let recheck: ReturnType<typeof setTimeout> | undefined;

/**
 * The day could not be read because no request reached the server: the phone is offline, whatever
 * `navigator.onLine` says (it says online on a network that goes nowhere, and in a page reloaded from the service
 * worker's copy under Chromium 150's offline emulation). The page says 'No connection.' and the changes wait; after
 * `offlineRecheckMs` the connection is tried again (the day is read, the changes go on), unless the browser knows it
 * is offline, in which case its 'online' event brings it back.
 */
export function connectionLost(): void {
  onlineManager.setOnline(false);
  if (recheck !== undefined) return;
  recheck = setTimeout(() => {
    recheck = undefined;
    if (typeof navigator === 'undefined' || navigator.onLine !== false) onlineManager.setOnline(true);
  }, offlineRecheckMs);
}

/**
 * The crew page's query client. `onRefused` hears of a change the server refused (not a lost connection, which is
 * retried): it is left out, and the day is read again.
 */
export function createCrewQueryClient(onRefused: (error: unknown) => void): QueryClient {
  // TanStack Query takes the phone to be online until it hears otherwise: a page opened offline (a reload, from the
  // service worker's copy) says so from the start, and its changes wait.
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean')
    onlineManager.setOnline(navigator.onLine);
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        onRefused(error);
        void client.invalidateQueries({ queryKey: ['crew', 'jobs'] });
      },
      onSuccess: () => {
        // Read the day again once everything waiting has been sent (the office may have changed it meanwhile).
        if (client.isMutating({ mutationKey: crewChangeKey }) <= 1) {
          void client.invalidateQueries({ queryKey: ['crew', 'jobs'] });
        }
      },
    }),
    defaultOptions: {
      queries: {
        // Kept for two days: the cached day must outlive a night without signal.
        gcTime: 48 * 3_600_000,
        staleTime: 30_000,
        // Offline, the cached day is shown rather than a query waiting for the network.
        networkMode: 'offlineFirst',
        retry: (failures, error) => {
          if (!isNetworkFailure(error)) return false;
          connectionLost();
          return failures < 2;
        },
      },
      mutations: {
        gcTime: 48 * 3_600_000,
        // A lost connection is tried again (paused while offline); a refusal is not.
        retry: (_, error) => isNetworkFailure(error),
        retryDelay: (failures) => Math.min(1_000 * 2 ** failures, 30_000),
      },
    },
  });
  client.setMutationDefaults(crewChangeKey, {
    mutationFn: (change: CrewChange) => sendChange(change),
    scope: crewScope,
    onMutate: (change: CrewChange) => {
      for (const [key, jobs] of client.getQueriesData<CrewJobRow[]>({ queryKey: ['crew', 'jobs'] })) {
        client.setQueryData(key, applyChange(jobs, change));
      }
    },
  });
  return client;
}

const storageKey = 'sparkle-crew-day';
/** How long a kept day is worth opening: the jobs are today's and tomorrow's. */
const keptFor = 48 * 3_600_000;

interface KeptDay {
  /** Whose day it is: another cleaner signing in on the phone starts afresh. */
  userId: string;
  savedAt: number;
  state: DehydratedState;
}

/**
 * Puts the day kept on this phone back into the client, with the changes that were waiting to be sent: TanStack
 * Query's persister does this too, but its packages pin an older query-core than the site's, which would then load
 * twice; these few lines use the site's own.
 */
export function restoreDay(client: QueryClient, userId: string): void {
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (!raw) return;
    const kept = JSON.parse(raw) as KeptDay;
    if (kept.userId !== userId || Date.now() - kept.savedAt > keptFor) {
      window.localStorage.removeItem(storageKey);
      return;
    }
    hydrate(client, kept.state);
  } catch (error) {
    console.error('The day kept on this phone could not be read', error);
  }
}

/**
 * Whose day this phone keeps, if it is still worth opening and that cleaner's session is stored in this browser
 * (`sessionKey`, supabase-js's): the page shows that day at once, before the session has been restored (which
 * loads the auth statechart and supabase-js). Undefined otherwise, or when storage cannot be read.
 */
export function keptDayOwner(sessionKey: string): string | undefined {
  try {
    const raw = window.localStorage.getItem(storageKey);
    const session = window.localStorage.getItem(sessionKey);
    if (!raw || !session) return undefined;
    const kept = JSON.parse(raw) as KeptDay;
    const stored = JSON.parse(session) as { user?: { id?: unknown } } | null;
    if (Date.now() - kept.savedAt > keptFor || stored?.user?.id !== kept.userId) return undefined;
    return kept.userId;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the day on this phone after every change of its queries or changes (at most every 300 ms). A change on its
 * way is kept as paused, so that after a reload it is sent again (the database takes it once). Returns the stop
 * function, which saves what is left to save.
 */
export function keepDay(client: QueryClient, userId: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const state = dehydrate(client, { shouldDehydrateMutation: (mutation) => mutation.state.status === 'pending' });
    state.mutations = state.mutations.map((mutation) => ({
      ...mutation,
      state: { ...mutation.state, isPaused: true },
    }));
    try {
      window.localStorage.setItem(storageKey, JSON.stringify({ userId, savedAt: Date.now(), state } satisfies KeptDay));
    } catch (error) {
      console.error('The day could not be kept on this phone', error);
    }
  };
  const schedule = () => {
    timer ??= setTimeout(save, 300);
  };
  const stopQueries = client.getQueryCache().subscribe(schedule);
  const stopChanges = client.getMutationCache().subscribe(schedule);
  return () => {
    stopQueries();
    stopChanges();
    if (timer !== undefined) {
      clearTimeout(timer);
      save();
    }
  };
}
