import { loadCatalog, type Relation, type RoutineInfo } from '../rest/catalog.ts';
import type { Runner, TableOperation } from '../rest/operation.ts';
import { parsePrefer } from '../rest/prefer.ts';
import { parseQuery } from '../rest/query.ts';
import { type TestDatabase, testDatabase } from './database.ts';

/**
 * A schema of the test's own with a `probe` table, read through the catalog as the REST modules see it, and a
 * runner that runs their SQL as the database owner (RLS is the contract tests' subject, not these).
 */
export interface RestFixture {
  database: TestDatabase;
  schema: string;
  relation: Relation;
  routines(name: string): Promise<RoutineInfo[]>;
  run: Runner;
  /** A table operation on `probe` from a query string such as `select=id&id=eq.1`. */
  op(method: string, query?: string, init?: { body?: unknown; headers?: Record<string, string> }): TableOperation;
  rows(order?: string): Promise<Record<string, unknown>[]>;
}

export async function restFixture(schema: string, extraSql = ''): Promise<RestFixture> {
  const database = await testDatabase();
  const { db } = database;
  await db.exec(`
    drop schema if exists ${schema} cascade;
    create schema ${schema};
    create table ${schema}.probe (
      id int primary key,
      name text,
      tags text[],
      data jsonb,
      active boolean not null default true,
      note text default 'fresh'
    );
    insert into ${schema}.probe (id, name, tags, data) values
      (1, 'alpha', '{red,blue}', '{"kind":"x","n":1}'),
      (2, 'beta', '{blue}', '{"kind":"y","n":2}'),
      (3, 'gamma', '{}', null);
    ${extraSql}
  `);
  const catalog = await loadCatalog(db, [schema]);
  const relation = catalog.relations.get(`${schema}.probe`)!;
  const run: Runner = (fn) => db.transaction(fn);
  return {
    database,
    schema,
    relation,
    routines: async (name) => (await loadCatalog(db, [schema])).routines.get(`${schema}.${name}`) ?? [],
    run,
    op(method, query = '', init = {}) {
      const url = new URL(`http://rest.test/rest/v1/probe?${query}`);
      const request = new Request(url, {
        method,
        headers: init.headers ?? {},
        ...(init.body === undefined
          ? {}
          : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
      });
      return {
        request,
        relation,
        query: parseQuery(url),
        prefs: parsePrefer(request.headers.get('prefer')),
        run,
        maxRows: 1000,
      };
    },
    async rows(order = 'id') {
      return (await db.query<Record<string, unknown>>(`select * from ${schema}.probe order by ${order}`)).rows;
    },
  };
}
