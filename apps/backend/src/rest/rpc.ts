import { quoteIdent } from '../db.ts';
import { isPlainObject } from '../http.ts';
import type { RoutineInfo } from './catalog.ts';
import { restError } from './errors.ts';
import { type Runner, readJsonBody } from './operation.ts';
import type { Preferences } from './prefer.ts';
import { parseQuery, type ReadQuery } from './query.ts';
import { answerRead, jsonResponse } from './response.ts';
import { orderSql, Params, type Source, selectSql, whereSql } from './sql.ts';

export interface RpcCall {
  request: Request;
  schema: string;
  name: string;
  prefs: Preferences;
  run: Runner;
  maxRows: number;
  /** The overloads the schema cache knows under `schema.name`. */
  routines(schema: string, name: string): Promise<RoutineInfo[]>;
}

/** Picks the overload whose named arguments cover the given keys and whose required arguments are all given. */
export function pickRoutine(routines: RoutineInfo[], keys: string[]): RoutineInfo | undefined {
  return routines.find((routine) => {
    const names = new Set(routine.args.map((arg) => arg.name));
    return (
      keys.every((key) => names.has(key)) && routine.args.every((arg) => arg.hasDefault || keys.includes(arg.name))
    );
  });
}

/** The arguments: the JSON body of a POST, or the query parameters named like arguments of a GET/HEAD. */
async function readArguments(call: RpcCall, url: URL): Promise<{ args: Record<string, unknown>; text: string }> {
  if (call.request.method === 'GET' || call.request.method === 'HEAD') {
    const candidates = await call.routines(call.schema, call.name);
    const argNames = new Set(candidates.flatMap((routine) => routine.args.map((arg) => arg.name)));
    const args: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) if (argNames.has(key)) args[key] = value;
    return { args, text: JSON.stringify(args) };
  }
  const body = await readJsonBody(call.request);
  if (!isPlainObject(body.value)) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'The arguments of a function call must be a JSON object');
  }
  return { args: body.value, text: body.text };
}

export interface RpcStatement {
  sql: string;
  params: Params;
}

/**
 * The call: arguments read from their JSON with `json_to_record` typed by the catalog, passed by name. A scalar or
 * composite result is one JSON value; a set is aggregated like a table read, so filters, `order` and `limit` apply.
 * A set of scalars is exposed as rows with one column named after the function, as PostgREST does, and answered
 * as an array of the bare values.
 */
export function rpcStatement(
  routine: RoutineInfo,
  args: Record<string, unknown>,
  argsText: string,
  query: ReadQuery,
  maxRows: number,
): RpcStatement {
  const params = new Params();
  const given = routine.args.filter((arg) => Object.hasOwn(args, arg.name));
  const recordSource =
    given.length > 0
      ? `json_to_record(${params.add(argsText)}::json) as pgrst_args(${given
          .map((arg) => `${quoteIdent(arg.name)} ${arg.type}`)
          .join(', ')})`
      : undefined;
  const call = `${quoteIdent(routine.schema)}.${quoteIdent(routine.name)}(${given
    .map((arg) => `${quoteIdent(arg.name)} := pgrst_args.${quoteIdent(arg.name)}`)
    .join(', ')})`;
  const from = (item: string) => (recordSource ? `${recordSource} cross join lateral ${item}` : item);

  if (!routine.returnsSet) {
    const sql =
      routine.returnKind === 'void'
        ? `select ${call} is null as done${recordSource ? ` from ${recordSource}` : ''}`
        : routine.returnKind === 'scalar'
          ? `select to_json(${call})::text as body${recordSource ? ` from ${recordSource}` : ''}`
          : `select to_json(pgrst_t)::text as body from ${from(`${call} as pgrst_t`)}`;
    return { sql, params };
  }

  const source: Source = {
    label: routine.name,
    columns: new Map(routine.outColumns.map((column) => [column, { type: 'unknown' }])),
  };
  const scalar = routine.returnKind === 'scalar';
  const rows = scalar
    ? `(select pgrst_v as ${quoteIdent(routine.name)} from ${from(`${call} as pgrst_v`)}) as pgrst_t`
    : from(`${call} as pgrst_t`);
  const select = scalar
    ? `pgrst_t.${quoteIdent(routine.name)} as pgrst_v`
    : selectSql(query.select, source, 'pgrst_t', params);
  const aggregated = scalar ? 'pgrst_r.pgrst_v' : 'pgrst_r';
  const where = whereSql(query.conditions, source, 'pgrst_t', params);
  const order = query.order.length > 0 ? ` order by ${orderSql(query.order, source, 'pgrst_t', params)}` : '';
  const limit = Math.min(query.limit ?? maxRows, maxRows);
  const sql = `select coalesce(json_agg(${aggregated}), '[]')::text as body, (json_agg(${aggregated}) -> 0)::text as first,
      count(*)::int as n
    from (select ${select} from ${rows}${where}${order}
          limit ${params.add(String(limit))} offset ${params.add(String(query.offset))}) as pgrst_r`;
  return { sql, params };
}

/**
 * GET and HEAD call a function in a read-only transaction, as PostgREST does: a function that writes fails with
 * 25006 (read_only_sql_transaction), which errors.ts answers with 405. A link that a crawler, a mail preview or a
 * prefetch follows must never cancel, move or store anything. Turning a transaction read-only is allowed at any
 * point before it writes, so the claims set before it stay as they are.
 */
export function readOnly(run: Runner): Runner {
  return (fn) =>
    run(async (tx) => {
      await tx.query('set transaction read only');
      return fn(tx);
    });
}

/** `POST /rpc/fn` (or GET/HEAD): run as the request's role, so EXECUTE grants and the function's own checks apply. */
export async function rpc(call: RpcCall): Promise<Response> {
  const { request, schema, name, prefs } = call;
  const run = request.method === 'GET' || request.method === 'HEAD' ? readOnly(call.run) : call.run;
  const url = new URL(request.url);
  const { args, text } = await readArguments(call, url);
  const routine = pickRoutine(await call.routines(schema, name), Object.keys(args));
  if (!routine) {
    const signature = Object.keys(args).sort().join(', ');
    throw restError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name}${signature ? `(${signature})` : ' without parameters'} in the schema cache`,
      `Searched for the function ${schema}.${name}${signature ? ` with parameters ${signature}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  const query = parseQuery(url, new Set(Object.keys(args)));
  const statement = rpcStatement(routine, args, text, query, call.maxRows);
  if (!routine.returnsSet) {
    const result = await run(
      async (tx) => (await tx.query<{ body?: string | null }>(statement.sql, statement.params.values)).rows[0],
    );
    if (routine.returnKind === 'void') return new Response(null, { status: 204 });
    return jsonResponse(200, request.method === 'HEAD' ? null : (result?.body ?? 'null'), {});
  }
  const result = await run(async (tx) => ({
    ...(await tx.query<{ body: string; first: string | null; n: number }>(statement.sql, statement.params.values))
      .rows[0]!,
    total: undefined,
  }));
  return answerRead(request, result, query.offset, prefs);
}
