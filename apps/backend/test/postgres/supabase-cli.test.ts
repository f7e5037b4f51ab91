import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { applyMigrations, bootstrapPlatform, defaultMigrationsDir } from '../../src/db.ts';
import { createDatabaseFromTemplate, openPostgres } from '../../src/engines/postgres.ts';
import { supabase } from './cluster.ts';

/**
 * What hosted Supabase runs is what we test: the template database of this project was migrated by the real
 * Supabase CLI (`supabase db push`, test/postgres/globalSetup.ts). Here its database linter (plpgsql_check over every
 * function) must find nothing, and the backend's own migration runner, which PGlite uses, must build exactly the
 * schema the CLI built.
 */

const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

async function copyOfTemplate(): Promise<string> {
  const copy = await createDatabaseFromTemplate(inject('pgTemplate'), `cli_${randomBytes(4).toString('hex')}`);
  drops.push(copy.drop);
  return copy.url;
}

interface LintIssue {
  level: string;
  message: string;
  detail?: string;
}

describe('supabase db lint', () => {
  it('reports no error and no warning on the migrated schema', async () => {
    const url = await copyOfTemplate();
    const { stdout } = supabase(['db', 'lint', '--level', 'warning'], url, inject('supabaseHome'));
    const report = JSON.parse(stdout.trim() || '[]') as { function: string; issues: LintIssue[] }[];
    const issues = report.flatMap((entry) => entry.issues.map((issue) => ({ function: entry.function, ...issue })));
    // plpgsql_check's "extra" warnings include that it cannot see which columns a `return query execute` of
    // dynamic SQL fills: a statement about the checker, not the function. Every other finding fails the test.
    const blindToDynamicSql = (issue: LintIssue) =>
      issue.level === 'warning extra' && issue.detail === 'cannot to determine result of dynamic SQL';
    expect(issues.filter((issue) => !blindToDynamicSql(issue))).toEqual([]);
  }, 90_000); // the linter checks every function in a process of its own: real work
});

/** `pg_dump --schema-only` of a database, without the lines that differ from one dump to the next. */
function schemaOf(url: string): string {
  const result = spawnSync(join(inject('pgBin'), 'pg_dump'), ['--schema-only', '--no-owner', url], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`pg_dump failed: ${result.stderr}`);
  return result.stdout.replace(/^\\(un)?restrict .*$/gm, '');
}

describe('the backend migrates as the Supabase CLI does', () => {
  it('builds the same schema from supabase/migrations as supabase db push', async () => {
    const fromCli = schemaOf(inject('pgTemplate'));
    const copy = await createDatabaseFromTemplate(
      `${inject('pgServer')}template0`,
      `runner_${randomBytes(4).toString('hex')}`,
    );
    drops.push(copy.drop);
    const db = await openPostgres(copy.url);
    try {
      await bootstrapPlatform(db);
      const applied = await applyMigrations(db, defaultMigrationsDir);
      expect(applied.length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
    expect(schemaOf(copy.url)).toBe(fromCli);
  }, 90_000); // two pg_dump runs and every migration: real work
});
