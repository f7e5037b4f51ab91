import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.ts';

/** Embedded PGlite as a Database; `pglite` is the instance itself, for what only it can do (a snapshot of its files). */
export interface PgliteDatabase extends Database {
  readonly engine: 'pglite';
  readonly pglite: PGlite;
}

export function pgliteDatabase(pglite: PGlite): PgliteDatabase {
  return {
    engine: 'pglite',
    pglite,
    query: (sql, params) => pglite.query(sql, params),
    exec: (sql) => pglite.exec(sql),
    transaction: (fn) => pglite.transaction(fn),
    async listen(channel, callback) {
      const unlisten = await pglite.listen(channel, callback);
      return () => unlisten();
    },
    close: () => pglite.close(),
  };
}
