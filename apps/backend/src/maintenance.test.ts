import { describe, expect, it } from 'vitest';
import { startMaintenance } from './maintenance.ts';
import { testDatabase } from './testing/database.ts';

// The local backend's housekeeping: public.purge_spam() (suspected spam older than 30 days) at start and then on a
// timer, as pg_cron does on a hosted project.

async function spamMessages(db: Awaited<ReturnType<typeof testDatabase>>['db'], label: string) {
  const rows = await db.query<{ days: number }>(
    `select extract(day from now() - created_at)::int as days from public.contact_messages where name = $1 order by 1`,
    [label],
  );
  return rows.rows.map((row) => row.days);
}

describe('maintenance', () => {
  it('purges old suspected spam at start and on every tick, keeps the rest, and stops when told', async () => {
    const { db } = await testDatabase();
    const label = `Maintenance ${Math.random().toString(36).slice(2, 8)}`;
    const insert = (days: number, spam: string | null) =>
      db.query(
        `insert into public.contact_messages (name, email, message, spam_reason, created_at)
         values ($1, 'bot@example.com', 'Cheap pills', $2, now() - make_interval(days => $3))`,
        [label, spam, days],
      );
    await insert(40, 'honeypot');
    await insert(40, null);
    await insert(10, 'too_fast');

    const logged: string[] = [];
    const maintenance = startMaintenance(db, { intervalMs: 50, log: (line) => logged.push(line) });
    try {
      await expect.poll(() => spamMessages(db, label)).toEqual([10, 40]);
      await insert(31, 'too_fast');
      await expect.poll(() => spamMessages(db, label)).toEqual([10, 40]);
      expect(logged.some((line) => /and 1 suspected spam message older than 30 days/.test(line))).toBe(true);
    } finally {
      await maintenance.stop();
    }
    await insert(35, 'honeypot');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await spamMessages(db, label)).toEqual([10, 35, 40]);
    await db.query('delete from public.contact_messages where name = $1', [label]);
  });

  it('logs a failure and keeps going', async () => {
    const logged: string[] = [];
    const broken = {
      query: async () => {
        throw new Error('database closed');
      },
    };
    const maintenance = startMaintenance(broken, { intervalMs: 20, log: (line) => logged.push(line) });
    try {
      await expect.poll(() => logged.filter((line) => /database closed/.test(line)).length).toBeGreaterThan(1);
    } finally {
      await maintenance.stop();
    }
  });
});
