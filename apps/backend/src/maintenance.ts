/**
 * Housekeeping the local backend does while it runs. Suspected spam older than 30 days is deleted by
 * `public.purge_spam()` (supabase/migrations/20261126100400_spam_quarantine.sql): here once at start and then every
 * hour, on a hosted project by pg_cron (apps/backend/README.md, "Spam"). The database decides what goes; this module
 * only keeps the clock.
 */

/** What maintenance needs of the database: one query as its owner. */
export interface MaintenanceDatabase {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

export interface MaintenanceOptions {
  /** Milliseconds between two runs (default an hour). */
  intervalMs?: number;
  /** Where a run that deleted something, or failed, is told (default console). */
  log?: (line: string) => void;
}

export interface Maintenance {
  /** Clears the timer; resolves once a run under way has finished (so the database can be closed after it). */
  stop(): Promise<void>;
}

const hour = 60 * 60 * 1000;

const plural = (n: number, word: string) => `${n} suspected spam ${word}${n === 1 ? '' : 's'}`;

export function startMaintenance(db: MaintenanceDatabase, options: MaintenanceOptions = {}): Maintenance {
  const intervalMs = options.intervalMs ?? hour;
  const log = options.log ?? ((line: string) => console.log(line));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function run(): Promise<void> {
    try {
      const { rows } = await db.query<{ purged: { bookings: number; contact_messages: number } }>(
        'select public.purge_spam() as purged',
      );
      const purged = rows[0]?.purged;
      if (purged && purged.bookings + purged.contact_messages > 0) {
        log(
          `[backend] purged ${plural(purged.bookings, 'booking')} and ${plural(purged.contact_messages, 'message')} older than 30 days`,
        );
      }
    } catch (error) {
      log(`[backend] purging old suspected spam failed: ${(error as Error).message}`);
    }
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run();
      void running.then(() => schedule(intervalMs));
    }, delay);
    // A backend that is closing does not wait for its housekeeping.
    timer.unref();
  }

  schedule(0);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      return running;
    },
  };
}
