import pg from 'pg';
import type { Database, QueryResult } from './database.ts';

/**
 * A PostgreSQL server (15 or later) as the backend's database, through node-postgres: a pool of connections, so
 * requests run side by side and advisory locks, row locks and `for update skip locked` behave as on hosted
 * Supabase. Values come back exactly as PGlite returns them (the parsers below), so every module and test sees the
 * same rows on either engine; test/engine.test.ts compares the two type by type.
 */

const { Pool, types } = pg;

/** PGlite: int8 as a number while it is exact, else a BigInt (node-postgres: always a string). */
const parseInt8 = (text: string): number | bigint => {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
};

const infinity = (text: string): number | undefined =>
  text === 'infinity' ? Number.POSITIVE_INFINITY : text === '-infinity' ? Number.NEGATIVE_INFINITY : undefined;

/** PGlite reads a date as midnight UTC and a timestamp without zone as UTC (node-postgres: local time). */
const parseDate = (text: string): Date | number => infinity(text) ?? new Date(`${text}T00:00:00.000Z`);
const parseTimestamp = (text: string): Date | number => infinity(text) ?? new Date(`${text.replace(' ', 'T')}Z`);
const parseTimestamptz = (text: string): Date | number => infinity(text) ?? (types.getTypeParser(1184)(text) as Date);
/** PGlite gives bytea as a plain Uint8Array (node-postgres: a Buffer). */
const parseBytea = (text: string): Uint8Array => {
  const buffer = types.getTypeParser(17)(text) as Buffer;
  return new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
};
const identity = (text: string) => text;

/** Postgres array text (`{a,"b c",NULL}`, nested) → JS arrays, each element through `parse`. */
function parseArray<T>(text: string, parse: (element: string) => T): unknown[] {
  let index = 0;
  // An array may start with its bounds: `[0:1]={1,2}`.
  if (text[0] === '[') index = text.indexOf('=') + 1;
  const readArray = (): unknown[] => {
    const result: unknown[] = [];
    index++; // {
    while (index < text.length) {
      const char = text[index];
      if (char === '}') {
        index++;
        return result;
      }
      if (char === ',') {
        index++;
        continue;
      }
      if (char === '{') {
        result.push(readArray());
        continue;
      }
      if (char === '"') {
        let value = '';
        index++;
        while (text[index] !== '"') {
          if (text[index] === '\\') index++;
          value += text[index++];
        }
        index++;
        result.push(parse(value));
        continue;
      }
      let end = index;
      while (text[end] !== ',' && text[end] !== '}') end++;
      const raw = text.slice(index, end);
      index = end;
      result.push(raw === 'NULL' ? null : parse(raw));
    }
    return result;
  };
  return readArray();
}

const arrayOf =
  <T>(parse: (element: string) => T) =>
  (text: string) =>
    parseArray(text, parse);

/** By type oid (pg_type): where PGlite and node-postgres's defaults differ, PGlite's way. */
const parsers = new Map<number, (text: string) => unknown>([
  [20, parseInt8],
  [1016, arrayOf(parseInt8)],
  [1082, parseDate],
  [1182, arrayOf(parseDate)],
  [1114, parseTimestamp],
  [1115, arrayOf(parseTimestamp)],
  [1184, parseTimestamptz],
  [1185, arrayOf(parseTimestamptz)],
  // node-postgres reads numeric[] as floats; PGlite keeps numeric exact, as text, in arrays too.
  [1231, arrayOf(identity)],
  [17, parseBytea],
  [1001, arrayOf(parseBytea)],
  // interval, point, circle, line, lseg, box, path, polygon: PGlite leaves their text as it is.
  [1186, identity],
  [1187, arrayOf(identity)],
  [600, identity],
  [1017, arrayOf(identity)],
  [718, identity],
  [719, arrayOf(identity)],
]);

const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format === 'binary') return types.getTypeParser(oid, 'binary');
    return parsers.get(oid) ?? types.getTypeParser(oid, 'text');
  },
} as pg.CustomTypesConfig;

const mutations = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY']);

function toResult<T>(result: pg.QueryResult): QueryResult<T> {
  return {
    rows: result.rows as T[],
    // PGlite counts rows only for statements that change them.
    affectedRows: mutations.has(result.command) ? (result.rowCount ?? 0) : 0,
    fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
  };
}

function toResults(result: pg.QueryResult | pg.QueryResult[]): QueryResult<Record<string, unknown>>[] {
  return (Array.isArray(result) ? result : [result]).map((one) => toResult<Record<string, unknown>>(one));
}

type Client = pg.Pool | pg.PoolClient;
const query = async <T>(client: Client, sql: string, params?: unknown[]) =>
  toResult<T>(await client.query({ text: sql, values: params ?? [] }));
// Without parameters node-postgres uses the simple protocol, which runs several statements and answers each.
const exec = async (client: Client, sql: string) =>
  toResults((await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[]);

export interface PostgresOptions {
  /** Largest number of connections in the pool (default 10). */
  max?: number;
}

export interface PostgresDatabase extends Database {
  readonly engine: 'postgres';
  /** Where it connects (the password, if any, left out). */
  readonly url: string;
}

/**
 * Connects to `url` (`postgresql://user[:password]@host:port/database`). Each session runs in UTC with ISO dates,
 * as PGlite does, so dates and times read as text are the same on both engines.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<PostgresDatabase> {
  const pool = new Pool({
    connectionString: url,
    max: options.max ?? 10,
    options: '-c TimeZone=UTC -c DateStyle=ISO,MDY -c IntervalStyle=postgres -c extra_float_digits=1',
    application_name: 'sparkle-backend',
    types: typeParsers,
  });
  // An idle connection that the server ends (restart, admin) must not take the process down.
  pool.on('error', (error) => console.error('[backend] idle PostgreSQL connection failed:', error.message));
  // Fail now, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();

  const shown = new URL(url);
  shown.password = '';
  return {
    engine: 'postgres',
    url: shown.toString(),
    query: (sql, params) => query(pool, sql, params),
    exec: (sql) => exec(pool, sql),
    async transaction(fn) {
      const client = await pool.connect();
      // A connection that failed on its own (not an SQL error) goes, rather than back to the pool.
      let broken: Error | undefined;
      const onConnection = <T>(step: Promise<T>) =>
        step.catch((error: Error & { code?: string }) => {
          if (error.code === undefined) broken = error;
          throw error;
        });
      try {
        await onConnection(client.query('begin'));
        const tx = {
          query: <T>(sql: string, params?: unknown[]) => query<T>(client, sql, params),
          exec: (sql: string) => exec(client, sql),
        };
        let result: Awaited<ReturnType<typeof fn>>;
        try {
          result = await fn(tx);
        } catch (error) {
          await client.query('rollback').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
          throw error;
        }
        await onConnection(client.query('commit'));
        return result;
      } finally {
        client.release(broken);
      }
    },
    async listen(channel, callback) {
      // LISTEN belongs to a session: a connection of its own, kept out of the pool.
      const client = await pool.connect();
      const onNotification = (message: pg.Notification) => {
        if (message.channel === channel) callback(message.payload ?? '');
      };
      client.on('notification', onNotification);
      await client.query(`listen ${quoteIdent(channel)}`);
      return async () => {
        client.off('notification', onNotification);
        try {
          await client.query(`unlisten ${quoteIdent(channel)}`);
          client.release();
        } catch (error) {
          client.release(error as Error);
        }
      };
    },
    close: () => pool.end(),
  };
}

const quoteIdent = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * A new database copied from `templateUrl`'s (CREATE DATABASE … TEMPLATE), on the same server: what the tests on
 * PostgreSQL start each backend from, the platform and the migrations already in it. `drop()` removes it.
 */
export async function createDatabaseFromTemplate(
  templateUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = new URL(templateUrl);
  const templateName = decodeURIComponent(template.pathname.slice(1));
  const admin = new URL(templateUrl);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${quoteIdent(name)} template ${quoteIdent(templateName)}`);
  const url = new URL(templateUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return {
    url: url.toString(),
    drop: () => run(`drop database if exists ${quoteIdent(name)} with (force)`),
  };
}
