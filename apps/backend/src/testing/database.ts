import { createWithClaims, type Database, defaultMigrationsDir, openMigratedDatabase, type WithClaims } from '../db.ts';
import { createJwtTools } from '../jwt.ts';

/**
 * One in-memory database for the unit tests (src/**\/*.test.ts), with the platform bootstrap and the migrations,
 * created on first use and shared by every unit test file (they run in one process, see vitest.config.ts).
 */
export interface TestDatabase {
  db: Database;
  withClaims: WithClaims;
}

let shared: Promise<TestDatabase> | undefined;

export function testDatabase(): Promise<TestDatabase> {
  shared ??= (async () => {
    const db = await openMigratedDatabase(defaultMigrationsDir);
    return { db, withClaims: await createWithClaims(db) };
  })();
  return shared;
}

/** JWT tools with a fixed secret, for tokens the unit tests sign and verify. */
export const testSecret = 'unit-test-secret-unit-test-secret';
export const testJwt = createJwtTools(testSecret);
