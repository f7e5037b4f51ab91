import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Cluster, createDatabase, platformSql, runSql, startCluster, supabase } from './cluster.ts';

/**
 * Before the test files of project `backend-pg`: a new PostgreSQL 15 cluster, and in it the template database
 * every test's backend is copied from, built the way a hosted project is: the platform first (roles, `auth`,
 * `storage`, the publication), then `supabase db push` of the real Supabase CLI applies `supabase/migrations`.
 * So the tests run on the schema the CLI applied; the backend's own migration runner finds nothing left to do.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgresql://postgres@127.0.0.1:<port>/ (no database) */
    pgServer: string;
    pgTemplate: string;
    pgBin: string;
    /** A writable HOME for the Supabase CLI. */
    supabaseHome: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const cluster: Cluster = await startCluster();
  try {
    const template = await createDatabase(cluster, 'sparkle_template');
    await runSql(template, platformSql());
    const home = join(cluster.folder, 'supabase-home');
    supabase(['db', 'push', '--yes'], template, home);
    project.provide('pgServer', cluster.url(''));
    project.provide('pgTemplate', template);
    project.provide('pgBin', cluster.bin);
    project.provide('supabaseHome', home);
    console.log(
      `PostgreSQL 15 on 127.0.0.1:${cluster.port}: platform and supabase db push in ${Date.now() - started} ms`,
    );
  } catch (error) {
    cluster.stop();
    throw error;
  }
  return () => cluster.stop();
}
