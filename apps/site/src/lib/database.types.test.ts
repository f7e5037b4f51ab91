import { readFileSync } from 'node:fs';
import { generateTypes } from '@sparkle/backend/typegen';
import { expect, it } from 'vitest';

/*
 * database.types.ts is generated from supabase/migrations (`npm run gen:types`) and committed, so that the site's
 * client is typed without a database at build time. This test regenerates it in memory, from a new database with
 * every migration applied, and fails when the committed file is not what the migrations give now.
 */
it('database.types.ts is what the migrations give (after changing supabase/migrations: npm run gen:types)', async () => {
  const committed = readFileSync(new URL('./database.types.ts', import.meta.url), 'utf8');
  expect(committed, 'database.types.ts is stale: run `npm run gen:types` and commit it').toBe(await generateTypes());
}, 120_000);
