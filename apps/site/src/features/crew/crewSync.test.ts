import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrewJobRow } from './crewApi';
import {
  applyChange,
  type CrewChange,
  createCrewQueryClient,
  crewChangeKey,
  crewJobsKey,
  crewScope,
  keepDay,
  keepPhoto,
  keptDayOwner,
  offlineRecheckMs,
  restoreDay,
} from './crewSync';

// What reached the server, in order: the data API and storage are stand-ins here; crews.test.ts and crew.e2e.ts
// drive the real ones.
const sent: string[] = [];
const failNext = { tick: 0 };

vi.mock('./crewApi', async (original) => ({
  ...(await original<typeof import('./crewApi')>()),
  recordStart: vi.fn(async (id: string) => {
    sent.push(`start ${id}`);
  }),
  recordTick: vi.fn(async (id: string, item: string, done: boolean) => {
    if (failNext.tick > 0) {
      failNext.tick--;
      // The answer is lost on the way: a network failure, which is sent again.
      throw new TypeError('Failed to fetch');
    }
    sent.push(`tick ${id} ${item} ${done}`);
  }),
  uploadJobPhoto: vi.fn(async (path: string) => {
    sent.push(`upload ${path}`);
  }),
  recordFinish: vi.fn(async (id: string, paths: readonly string[]) => {
    sent.push(`finish ${id} ${paths.join(',')}`);
  }),
}));

// IndexedDB stand-in: the photos kept on the phone.
const kept = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  get: vi.fn(async (key: string) => kept.get(key)),
  set: vi.fn(async (key: string, value: unknown) => void kept.set(key, value)),
  del: vi.fn(async (key: string) => void kept.delete(key)),
}));

const job = 'b3c1a5e2-0000-4000-8000-000000000001';
const photo = 'a1b2c3d4-0000-4000-8000-000000000002';

function queue(client: ReturnType<typeof createCrewQueryClient>, change: CrewChange) {
  const observer = new MutationObserver<void, unknown, CrewChange>(client, {
    mutationKey: crewChangeKey,
    scope: crewScope,
    retryDelay: 1,
  });
  return observer.mutate(change).catch(() => {});
}

const waiting = (client: ReturnType<typeof createCrewQueryClient>) =>
  client.getMutationCache().findAll({ mutationKey: crewChangeKey, status: 'pending' }).length;

beforeEach(() => {
  vi.clearAllMocks();
  sent.length = 0;
  failNext.tick = 0;
  kept.clear();
});

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('the crew changes queue', () => {
  it('keeps what is made offline and sends it when back online, in order, each once', async () => {
    const client = createCrewQueryClient(() => {});
    // Mounted, as the page's provider does: it resumes the paused changes when the phone is back online.
    client.mount();
    onlineManager.setOnline(false);
    await keepPhoto(photo, new Blob(['png'], { type: 'image/png' }));
    const done = Promise.all([
      queue(client, { kind: 'start', bookingId: job, at: '2026-11-27T06:00:00Z' }),
      queue(client, { kind: 'tick', bookingId: job, item: 'floors', done: true, at: '2026-11-27T06:10:00Z' }),
      queue(client, {
        kind: 'finish',
        bookingId: job,
        at: '2026-11-27T07:00:00Z',
        photos: [{ id: photo, type: 'image/png' }],
      }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    expect(waiting(client)).toBe(3);

    // The tick's first answer is lost: it is sent again, before the finish, and counted once.
    failNext.tick = 1;
    onlineManager.setOnline(true);
    await done;
    expect(sent).toEqual([
      `start ${job}`,
      `tick ${job} floors true`,
      `upload ${job}/${photo}.png`,
      `finish ${job} ${job}/${photo}.png`,
    ]);
    expect(waiting(client)).toBe(0);
    // The photo left the phone once its finish was sent.
    expect(kept.size).toBe(0);
    client.unmount();
  });

  it('a change refused by the server is not sent again, and the page hears of it', async () => {
    const refused: unknown[] = [];
    const client = createCrewQueryClient((error) => refused.push(error));
    const { recordStart } = await import('./crewApi');
    const { CrewApiError } = await import('./crewApi');
    vi.mocked(recordStart).mockRejectedValueOnce(
      new CrewApiError('No such job of your team', 'PT404', 'notFound', 404),
    );
    await queue(client, { kind: 'start', bookingId: job, at: '2026-11-27T06:00:00Z' });
    expect(vi.mocked(recordStart)).toHaveBeenCalledTimes(1);
    expect(refused).toHaveLength(1);
    expect(waiting(client)).toBe(0);
  });
});

describe('a lost connection', () => {
  it('a day that cannot be read takes the phone offline, and the connection is tried again a little later', async () => {
    vi.useFakeTimers();
    const client = createCrewQueryClient(() => {});
    client.mount();
    try {
      let reads = 0;
      void client.prefetchQuery({
        queryKey: crewJobsKey('cleaner-1'),
        queryFn: async () => {
          reads += 1;
          if (reads === 1) throw new TypeError('Failed to fetch');
          return [];
        },
        retryDelay: 1,
      });
      await vi.advanceTimersByTimeAsync(50);
      expect(onlineManager.isOnline()).toBe(false);
      expect(reads).toBe(1);
      await vi.advanceTimersByTimeAsync(offlineRecheckMs);
      expect(onlineManager.isOnline()).toBe(true);
      expect(reads).toBe(2);
      expect(client.getQueryData(crewJobsKey('cleaner-1'))).toEqual([]);
    } finally {
      client.unmount();
      vi.useRealTimers();
    }
  });
});

describe('the day kept on the phone', () => {
  // The phone's local storage, for the page's window.
  const storage = new Map<string, string>();
  beforeEach(() => {
    storage.clear();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
        removeItem: (key: string) => void storage.delete(key),
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('survives a reload offline: the day is back, and the changes waiting are sent once online, in order', async () => {
    const row = { id: job, started_at: null, finished_at: null, status: 'confirmed', checklist: {} };
    const before = createCrewQueryClient(() => {});
    before.mount();
    const stop = keepDay(before, 'cleaner-1');
    before.setQueryData(crewJobsKey('cleaner-1'), [row]);
    onlineManager.setOnline(false);
    void queue(before, { kind: 'start', bookingId: job, at: '2026-11-27T06:00:00Z' });
    void queue(before, { kind: 'tick', bookingId: job, item: 'bins', done: true, at: '2026-11-27T06:05:00Z' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The page is closed (the reload): what is left to keep is kept.
    stop();
    before.unmount();
    expect(sent).toEqual([]);

    const after = createCrewQueryClient(() => {});
    after.mount();
    restoreDay(after, 'cleaner-1');
    // The day as the phone last showed it, the start and the tick in it.
    expect(after.getQueryData<CrewJobRow[]>(crewJobsKey('cleaner-1'))?.[0]).toMatchObject({
      started_at: '2026-11-27T06:00:00Z',
      checklist: { bins: true },
    });
    expect(waiting(after)).toBe(2);
    onlineManager.setOnline(true);
    await after.resumePausedMutations();
    await vi.waitFor(() => expect(waiting(after)).toBe(0));
    expect(sent).toEqual([`start ${job}`, `tick ${job} bins true`]);
    after.unmount();
  });

  it("is shown before the session is restored only when that cleaner's session is the one stored", () => {
    const sessionKey = 'sb-127-auth-token';
    const client = createCrewQueryClient(() => {});
    const stop = keepDay(client, 'cleaner-1');
    client.setQueryData(crewJobsKey('cleaner-1'), []);
    stop();
    expect(keptDayOwner(sessionKey)).toBeUndefined();
    storage.set(sessionKey, JSON.stringify({ access_token: 'a', user: { id: 'cleaner-2' } }));
    expect(keptDayOwner(sessionKey)).toBeUndefined();
    storage.set(sessionKey, JSON.stringify({ access_token: 'a', user: { id: 'cleaner-1' } }));
    expect(keptDayOwner(sessionKey)).toBe('cleaner-1');
    storage.set(sessionKey, 'not json');
    expect(keptDayOwner(sessionKey)).toBeUndefined();
  });

  it("is not another cleaner's: a different account on the phone starts afresh", () => {
    const first = createCrewQueryClient(() => {});
    const stop = keepDay(first, 'cleaner-1');
    first.setQueryData(crewJobsKey('cleaner-1'), []);
    stop();
    const second = createCrewQueryClient(() => {});
    restoreDay(second, 'cleaner-2');
    expect(second.getQueryCache().getAll()).toHaveLength(0);
    expect(storage.size).toBe(0);
  });
});

describe('applyChange', () => {
  const row = {
    id: job,
    started_at: null,
    finished_at: null,
    status: 'confirmed',
    checklist: {},
  } as unknown as CrewJobRow;

  it('moves the cached day on at once: started, ticked, done', () => {
    const started = applyChange([row], { kind: 'start', bookingId: job, at: 't1' });
    expect(started?.[0]).toMatchObject({ started_at: 't1' });
    const ticked = applyChange(started, { kind: 'tick', bookingId: job, item: 'floors', done: true, at: 't2' });
    expect(ticked?.[0]?.checklist).toEqual({ floors: true });
    const finished = applyChange(ticked, { kind: 'finish', bookingId: job, at: 't3', photos: [] });
    expect(finished?.[0]).toMatchObject({ started_at: 't1', finished_at: 't3', status: 'completed' });
  });
});
