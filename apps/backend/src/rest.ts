import type { Transaction } from '@electric-sql/pglite';
import { type BackendContext, type JwtClaims, JwtError, type ServiceHandler } from './context.ts';
import { quoteIdent } from './db.ts';
import { bearerToken, headerObject, isPgError, isPlainObject, type PgErrorLike } from './http.ts';
import { CatalogCache, type Relation, type RoutineInfo } from './rest-catalog.ts';
import {
  type Condition,
  type Field,
  GrammarError,
  type OrderTerm,
  parseColumnList,
  parseField,
  parseFilterExpression,
  parseLogicTree,
  parseNonNegativeInt,
  parseOrder,
  parseSelect,
  type SelectItem,
} from './rest-grammar.ts';

/**
 * The PostgREST subset supabase-js uses (SUPABASE_CONTRACT.md §4). Every statement runs through
 * `ctx.withClaims`, i.e. as the JWT's role with its claims set, so table privileges and RLS policies decide
 * what a request may see or change; this file only translates HTTP into SQL. Identifiers are looked up in the
 * catalog and quoted; every value is a bound parameter.
 */

export interface RestOptions {
  /** Schemas the API serves (`Accept-Profile` / `Content-Profile`). */
  schemas: string[];
  /** Hosted Supabase caps every read at 1000 rows. */
  maxRows: number;
}

const objectMediaType = 'application/vnd.pgrst.object+json';
const reservedParams = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'and', 'or']);

/** A PostgREST error answer, thrown to roll back the transaction and stop. */
class RestFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: { code: string; message: string; details: string | null; hint: string | null },
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

const restError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) => new RestFailure(status, { code, message, details, hint });

function errorResponse(failure: RestFailure): Response {
  return new Response(JSON.stringify(failure.body), {
    status: failure.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...failure.headers },
  });
}

/** SQLSTATE → HTTP status, as PostgREST's Error.hs. */
function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '42P17') return 500;
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '28' || cls === '0L' || cls === '0P') return 403;
  if (
    cls === '09' ||
    ['25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)
  ) {
    return 500;
  }
  return 400;
}

function fromPgError(error: PgErrorLike, role: string): RestFailure {
  // A JWT naming a role that does not exist: PostgREST answers 401 (contract §2.2).
  const unknownRole = error.code === '22023' && /^role ".*" does not exist$/.test(error.message);
  const status = unknownRole ? 401 : statusForSqlState(error.code, role);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestFailure(
    status,
    { code: error.code, message: error.message, details: error.detail ?? null, hint: error.hint ?? null },
    headers,
  );
}

/** Positional parameters: every value goes through here. */
class Params {
  readonly values: (string | null)[] = [];
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: 'exact' | 'planned' | 'estimated' | undefined;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missing: 'default' | 'null' | undefined;
  applied: string[];
}

function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = {
    return: undefined,
    count: undefined,
    resolution: undefined,
    missing: undefined,
    applied: [],
  };
  if (!header) return prefs;
  for (const raw of header.split(',')) {
    const item = raw.trim();
    const [name, value] = item.split('=').map((part) => part.trim());
    if (name === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefs.return = value;
      prefs.applied.push(item);
    } else if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = value;
      prefs.applied.push(item);
    } else if (name === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
      prefs.applied.push(item);
    } else if (name === 'missing' && (value === 'default' || value === 'null')) {
      prefs.missing = value;
      prefs.applied.push(item);
    }
  }
  return prefs;
}

/** The columns a query may name: a table's, or a function's result columns. */
interface Source {
  label: string;
  columns: Map<string, { type: string }>;
}

function checkColumn(source: Source, column: string): void {
  if (!source.columns.has(column)) {
    throw restError(400, '42703', `column ${source.label}.${column} does not exist`);
  }
}

function fieldSql(field: Field, source: Source, alias: string, params: Params): string {
  checkColumn(source, field.column);
  let sql = alias ? `${alias}.${quoteIdent(field.column)}` : quoteIdent(field.column);
  for (const step of field.jsonPath) {
    const index = /^-?\d+$/.test(step.key) ? `${params.add(step.key)}::int` : `${params.add(step.key)}::text`;
    sql += `${step.arrow}${index}`;
  }
  return sql;
}

const comparison: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};
const tsQuery: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function conditionSql(condition: Condition, source: Source, alias: string, params: Params): string {
  if (condition.kind === 'logic') {
    const joined = condition.children
      .map((child) => conditionSql(child, source, alias, params))
      .join(condition.operator === 'and' ? ' and ' : ' or ');
    return condition.negate ? `not (${joined})` : `(${joined})`;
  }
  const column = fieldSql(condition.field, source, alias, params);
  // A JSON path ending in ->> is text; compare it as text like PostgREST does.
  const { operator } = condition;
  let sql: string;
  if (operator === 'is') {
    const keyword = condition.value as string;
    sql = keyword === 'not_null' ? `${column} is not null` : `${column} is ${keyword}`;
  } else if (operator === 'in') {
    const list = condition.value as string[];
    sql = list.length === 0 ? 'false' : `${column} in (${list.map((item) => params.add(item)).join(', ')})`;
  } else if (operator in tsQuery) {
    const columnType = source.columns.get(condition.field.column)?.type;
    const language = condition.language !== undefined ? `${params.add(condition.language)}::regconfig, ` : '';
    const vector =
      columnType === 'tsvector' && condition.field.jsonPath.length === 0
        ? column
        : `to_tsvector(${language}${column}::text)`;
    sql = `${vector} @@ ${tsQuery[operator]}(${language}${params.add(condition.value as string)})`;
  } else {
    let value = condition.value as string;
    if (operator === 'like' || operator === 'ilike') value = value.replaceAll('*', '%');
    const op = comparison[operator]!;
    sql =
      condition.quantifier !== undefined
        ? `${column} ${op} ${condition.quantifier}(${params.add(value)})`
        : `${column} ${op} ${params.add(value)}`;
  }
  return condition.negate ? `not (${sql})` : sql;
}

function selectSql(items: SelectItem[], source: Source, alias: string, params: Params): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${alias}.*`;
      const field = item.field!;
      let sql = fieldSql(field, source, alias, params);
      if (item.cast) sql = `(${sql})::${item.cast}`;
      const last = field.jsonPath.at(-1);
      const name = item.alias ?? (last ? last.key : field.column);
      return `${sql} as ${quoteIdent(name)}`;
    })
    .join(', ');
}

function orderSql(terms: OrderTerm[], source: Source, alias: string, params: Params): string {
  return terms
    .map((term) => {
      let sql = fieldSql(term.field, source, alias, params);
      if (term.direction) sql += ` ${term.direction}`;
      if (term.nulls) sql += ` nulls ${term.nulls}`;
      return sql;
    })
    .join(', ');
}

/** What the query string says, parsed but not yet checked against a source. */
interface ReadQuery {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number;
  onConflict: string[] | undefined;
  columns: string[] | undefined;
}

function parseQuery(url: URL, skip: Set<string> = new Set()): ReadQuery {
  const query: ReadQuery = {
    select: parseSelect(url.searchParams.get('select')),
    conditions: [],
    order: [],
    limit: undefined,
    offset: 0,
    onConflict: undefined,
    columns: undefined,
  };
  for (const [name, value] of url.searchParams) {
    if (skip.has(name)) continue;
    if (name === 'select') continue;
    if (name === 'order') query.order.push(...parseOrder(value));
    else if (name === 'limit') query.limit = parseNonNegativeInt('limit', value);
    else if (name === 'offset') query.offset = parseNonNegativeInt('offset', value);
    else if (name === 'on_conflict') query.onConflict = parseColumnList(value);
    else if (name === 'columns') query.columns = parseColumnList(value);
    else if (name === 'or' || name === 'and') query.conditions.push(parseLogicTree(name, false, value));
    else if (name === 'not.or' || name === 'not.and') {
      query.conditions.push(parseLogicTree(name.slice(4) as 'and' | 'or', true, value));
    } else if (name.includes('.') && !name.startsWith('"')) {
      throw new GrammarError(`filters on embedded resources are not supported: "${name}"`);
    } else if (reservedParams.has(name)) {
      throw new GrammarError(`"${name}" cannot be used here`);
    } else {
      query.conditions.push(parseFilterExpression(parseField(name), value));
    }
  }
  return query;
}

function whereSql(conditions: Condition[], source: Source, alias: string, params: Params): string {
  if (conditions.length === 0) return '';
  return ` where ${conditions.map((condition) => conditionSql(condition, source, alias, params)).join(' and ')}`;
}

function contentRange(offset: number, count: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total);
  return count > 0 ? `${offset}-${offset + count - 1}/${totalText}` : `*/${totalText}`;
}

function jsonResponse(status: number, body: string | null, headers: Record<string, string>): Response {
  return new Response(body, {
    status,
    headers: body === null ? headers : { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

function relationSource(relation: Relation): Source {
  return { label: relation.name, columns: relation.columns };
}

export function createRestHandler(options: RestOptions, ctx: BackendContext): ServiceHandler {
  const catalog = new CatalogCache(ctx.db, options.schemas);

  async function claimsFor(request: Request): Promise<JwtClaims> {
    const token = bearerToken(request);
    if (!token) return { role: 'anon' };
    try {
      return await ctx.verifyJwt(token);
    } catch (error) {
      const expired = error instanceof JwtError && error.reason === 'expired';
      throw new RestFailure(
        401,
        {
          code: expired ? 'PGRST303' : 'PGRST301',
          message: expired ? 'JWT expired' : (error as Error).message,
          details: null,
          hint: null,
        },
        {
          'WWW-Authenticate': expired
            ? 'Bearer error="invalid_token", error_description="JWT expired"'
            : 'Bearer error="invalid_token", error_description="JWT could not be decoded"',
        },
      );
    }
  }

  function schemaFor(request: Request): string {
    const header =
      request.method === 'GET' || request.method === 'HEAD'
        ? request.headers.get('accept-profile')
        : request.headers.get('content-profile');
    const schema = header ?? options.schemas[0]!;
    if (!options.schemas.includes(schema)) {
      throw restError(
        406,
        'PGRST106',
        `Invalid schema: ${schema}`,
        null,
        `Only the following schemas are exposed: ${options.schemas.join(', ')}`,
      );
    }
    return schema;
  }

  async function relationFor(schema: string, name: string): Promise<Relation> {
    const relation = await catalog.relation(schema, name);
    if (!relation) {
      throw restError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`);
    }
    return relation;
  }

  async function readBody(request: Request): Promise<{ text: string; value: unknown }> {
    const text = await request.text();
    if (text.trim() === '') return { text: '{}', value: {} };
    try {
      return { text, value: JSON.parse(text) };
    } catch (error) {
      throw restError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
    }
  }

  async function read(
    request: Request,
    relation: Relation,
    query: ReadQuery,
    prefs: Preferences,
    run: Runner,
  ): Promise<Response> {
    const source = relationSource(relation);
    const table = `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;
    const params = new Params();
    const select = selectSql(query.select, source, 'pgrst_t', params);
    const where = whereSql(query.conditions, source, 'pgrst_t', params);
    const order = query.order.length > 0 ? ` order by ${orderSql(query.order, source, 'pgrst_t', params)}` : '';
    const limit = Math.min(query.limit ?? options.maxRows, options.maxRows);
    const sql = `select coalesce(json_agg(pgrst_r), '[]')::text as body, (json_agg(pgrst_r) -> 0)::text as first,
        count(*)::int as n
      from (select ${select} from ${table} as pgrst_t${where}${order} limit ${params.add(String(limit))}
            offset ${params.add(String(query.offset))}) as pgrst_r`;
    const countParams = new Params();
    const countSql =
      prefs.count !== undefined
        ? `select count(*)::int as total from ${table} as pgrst_t${whereSql(query.conditions, source, 'pgrst_t', countParams)}`
        : undefined;
    const result = await run(async (tx) => {
      const rows = await tx.query<{ body: string; first: string | null; n: number }>(sql, params.values);
      const total = countSql
        ? (await tx.query<{ total: number }>(countSql, countParams.values)).rows[0]!.total
        : undefined;
      return { ...rows.rows[0]!, total };
    });
    return answerRead(request, result, query.offset, prefs);
  }

  function answerRead(
    request: Request,
    result: { body: string; first: string | null; n: number; total: number | undefined },
    offset: number,
    prefs: Preferences,
  ): Response {
    const headers: Record<string, string> = { 'Content-Range': contentRange(offset, result.n, result.total) };
    if (prefs.applied.length > 0) headers['Preference-Applied'] = prefs.applied.join(', ');
    if (result.total !== undefined && result.n === 0 && offset > result.total) {
      throw restError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${result.total} rows.`,
      );
    }
    const single = wantsObject(request);
    if (single && result.n !== 1) {
      throw restError(
        406,
        'PGRST116',
        'Cannot coerce the result to a single JSON object',
        `The result contains ${result.n} rows`,
      );
    }
    const partial = result.total !== undefined && result.n > 0 && (offset > 0 || offset + result.n < result.total);
    const status = partial ? 206 : 200;
    const body = request.method === 'HEAD' ? null : single ? result.first : result.body;
    const response = jsonResponse(status, body, headers);
    if (single && body !== null) response.headers.set('Content-Type', `${objectMediaType}; charset=utf-8`);
    return response;
  }

  async function insert(request: Request, relation: Relation, query: ReadQuery, prefs: Preferences, run: Runner) {
    const body = await readBody(request);
    const rows: unknown[] = Array.isArray(body.value) ? body.value : [body.value];
    if (!rows.every(isPlainObject)) {
      throw restError(
        400,
        'PGRST102',
        'All object keys must match',
        'The body must be a JSON object or an array of objects',
      );
    }
    const objects = rows as Record<string, unknown>[];
    let columns: string[];
    if (query.columns) {
      columns = query.columns;
    } else {
      columns = Object.keys(objects[0] ?? {});
      const signature = [...columns].sort().join('\u0000');
      if (objects.some((row) => Object.keys(row).sort().join('\u0000') !== signature)) {
        throw restError(400, 'PGRST102', 'All object keys must match');
      }
    }
    for (const column of columns) {
      if (!relation.columns.has(column)) {
        throw restError(
          400,
          'PGRST204',
          `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
        );
      }
    }
    const table = `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;
    const representation = prefs.return === 'representation';
    let conflict = '';
    if (prefs.resolution !== undefined) {
      const target = query.onConflict ?? relation.primaryKey;
      for (const column of target) checkColumn(relationSource(relation), column);
      if (target.length > 0) {
        const targetSql = target.map(quoteIdent).join(', ');
        if (prefs.resolution === 'ignore-duplicates' || columns.length === 0) {
          conflict = ` on conflict (${targetSql}) do nothing`;
        } else {
          const sets = columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`).join(', ');
          conflict = ` on conflict (${targetSql}) do update set ${sets}`;
        }
      }
    }

    // One statement per set of present keys: with `missing=default` an absent key takes the column default,
    // otherwise (PostgREST's default) it is NULL.
    const groups: { columns: string[]; json: string }[] = [];
    if (objects.length === 0) {
      // Nothing to insert.
    } else if (prefs.missing === 'default' && query.columns) {
      const byKeys = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>();
      for (const row of objects) {
        const present = columns.filter((column) => Object.hasOwn(row, column));
        const id = present.join('\u0000');
        const group = byKeys.get(id) ?? { columns: present, rows: [] };
        group.rows.push(row);
        byKeys.set(id, group);
      }
      for (const group of byKeys.values()) groups.push({ columns: group.columns, json: JSON.stringify(group.rows) });
    } else {
      groups.push({ columns, json: Array.isArray(body.value) ? body.text : `[${body.text}]` });
    }

    const source = relationSource(relation);
    const result = await run(async (tx) => {
      const bodies: string[] = [];
      let affected = 0;
      for (const group of groups) {
        const params = new Params();
        const json = params.add(group.json);
        const columnList = group.columns.map(quoteIdent).join(', ');
        const statement =
          group.columns.length === 0
            ? `insert into ${table} as pgrst_t select from json_array_elements(${json}::json)${conflict}`
            : `insert into ${table} as pgrst_t (${columnList})
               select ${columnList} from json_populate_recordset(null::${table}, ${json}::json)${conflict}`;
        if (representation) {
          const select = selectSql(query.select, source, 'pgrst_t', params);
          const rows = await tx.query<{ body: string; n: number }>(
            `with pgrst_source as (${statement} returning pgrst_t.*)
             select coalesce(json_agg(pgrst_r), '[]')::text as body, count(*)::int as n
             from (select ${select} from pgrst_source as pgrst_t) as pgrst_r`,
            params.values,
          );
          bodies.push(rows.rows[0]!.body);
          affected += rows.rows[0]!.n;
        } else {
          const done = await tx.query(statement, params.values);
          affected += done.affectedRows ?? 0;
        }
      }
      if (representation && wantsObject(request) && affected !== 1) {
        throw restError(
          406,
          'PGRST116',
          'Cannot coerce the result to a single JSON object',
          `The result contains ${affected} rows`,
        );
      }
      return { bodies, affected };
    });
    return answerMutation(request, 201, result, prefs);
  }

  function answerMutation(
    request: Request,
    status: number,
    result: { bodies: string[]; affected: number },
    prefs: Preferences,
  ): Response {
    const headers: Record<string, string> = {
      'Content-Range': `*/${prefs.count !== undefined ? result.affected : '*'}`,
    };
    if (prefs.applied.length > 0) headers['Preference-Applied'] = prefs.applied.join(', ');
    if (prefs.return !== 'representation') {
      return new Response(null, { status: status === 201 ? 201 : 204, headers });
    }
    const merged =
      result.bodies.length === 1
        ? result.bodies[0]!
        : `[${result.bodies
            .map((body) => body.slice(1, -1))
            .filter(Boolean)
            .join(',')}]`;
    if (wantsObject(request)) {
      const parsed = JSON.parse(merged) as unknown[];
      const response = jsonResponse(status === 201 ? 201 : 200, JSON.stringify(parsed[0]), headers);
      response.headers.set('Content-Type', `${objectMediaType}; charset=utf-8`);
      return response;
    }
    return jsonResponse(status === 201 ? 201 : 200, merged, headers);
  }

  async function update(request: Request, relation: Relation, query: ReadQuery, prefs: Preferences, run: Runner) {
    const body = await readBody(request);
    if (!isPlainObject(body.value)) {
      throw restError(400, 'PGRST102', 'Empty or invalid json', 'The body of an update must be a JSON object');
    }
    const columns = Object.keys(body.value);
    for (const column of columns) {
      if (!relation.columns.has(column)) {
        throw restError(
          400,
          'PGRST204',
          `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
        );
      }
    }
    const source = relationSource(relation);
    const table = `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;
    const representation = prefs.return === 'representation';
    if (columns.length === 0) {
      // PostgREST does nothing for an empty update.
      return answerMutation(request, 204, { bodies: ['[]'], affected: 0 }, prefs);
    }
    const params = new Params();
    const json = params.add(body.text);
    const sets = columns.map((column) => `${quoteIdent(column)} = pgrst_body.${quoteIdent(column)}`).join(', ');
    const where = whereSql(query.conditions, source, 'pgrst_t', params);
    const statement = `update ${table} as pgrst_t set ${sets}
      from (select * from json_populate_record(null::${table}, ${json}::json)) as pgrst_body${where}`;
    return mutate(request, statement, params, query, source, representation, prefs, run);
  }

  async function remove(request: Request, relation: Relation, query: ReadQuery, prefs: Preferences, run: Runner) {
    const source = relationSource(relation);
    const table = `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;
    const params = new Params();
    const where = whereSql(query.conditions, source, 'pgrst_t', params);
    const statement = `delete from ${table} as pgrst_t${where}`;
    return mutate(request, statement, params, query, source, prefs.return === 'representation', prefs, run);
  }

  async function mutate(
    request: Request,
    statement: string,
    params: Params,
    query: ReadQuery,
    source: Source,
    representation: boolean,
    prefs: Preferences,
    run: Runner,
  ): Promise<Response> {
    const result = await run(async (tx) => {
      if (!representation) {
        const done = await tx.query(statement, params.values);
        return { bodies: [] as string[], affected: done.affectedRows ?? 0 };
      }
      const select = selectSql(query.select, source, 'pgrst_t', params);
      const rows = await tx.query<{ body: string; n: number }>(
        `with pgrst_source as (${statement} returning pgrst_t.*)
         select coalesce(json_agg(pgrst_r), '[]')::text as body, count(*)::int as n
         from (select ${select} from pgrst_source as pgrst_t) as pgrst_r`,
        params.values,
      );
      const { body, n } = rows.rows[0]!;
      if (wantsObject(request) && n !== 1) {
        throw restError(
          406,
          'PGRST116',
          'Cannot coerce the result to a single JSON object',
          `The result contains ${n} rows`,
        );
      }
      return { bodies: [body], affected: n };
    });
    return answerMutation(request, 200, result, prefs);
  }

  async function rpc(request: Request, schema: string, name: string, prefs: Preferences, run: Runner) {
    const url = new URL(request.url);
    const method = request.method;
    let args: Record<string, unknown>;
    let argsText: string;
    if (method === 'GET' || method === 'HEAD') {
      const candidates = await catalog.routines(schema, name);
      const argNames = new Set(candidates.flatMap((routine) => routine.args.map((arg) => arg.name)));
      args = {};
      for (const [key, value] of url.searchParams) if (argNames.has(key)) args[key] = value;
      argsText = JSON.stringify(args);
    } else {
      const body = await readBody(request);
      if (!isPlainObject(body.value)) {
        throw restError(
          400,
          'PGRST102',
          'Empty or invalid json',
          'The arguments of a function call must be a JSON object',
        );
      }
      args = body.value;
      argsText = body.text;
    }
    const routine = pickRoutine(await catalog.routines(schema, name), Object.keys(args));
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
      const result = await run(async (tx) => (await tx.query<{ body?: string | null }>(sql, params.values)).rows[0]);
      if (routine.returnKind === 'void') return new Response(null, { status: 204 });
      const body = result?.body ?? 'null';
      return jsonResponse(200, method === 'HEAD' ? null : body, {});
    }

    const source: Source = {
      label: routine.name,
      columns: new Map(routine.outColumns.map((column) => [column, { type: 'unknown' }])),
    };
    // A set of scalars is exposed as rows with one column named after the function, as PostgREST does,
    // and answered as an array of the bare values.
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
    const limit = Math.min(query.limit ?? options.maxRows, options.maxRows);
    const sql = `select coalesce(json_agg(${aggregated}), '[]')::text as body, (json_agg(${aggregated}) -> 0)::text as first,
        count(*)::int as n
      from (select ${select} from ${rows}${where}${order}
            limit ${params.add(String(limit))} offset ${params.add(String(query.offset))}) as pgrst_r`;
    const result = await run(async (tx) => ({
      ...(await tx.query<{ body: string; first: string | null; n: number }>(sql, params.values)).rows[0]!,
      total: undefined,
    }));
    return answerRead(request, result, query.offset, prefs);
  }

  type Runner = <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>;

  async function route(request: Request, path: string): Promise<Response> {
    const url = new URL(request.url);
    const method = request.method;
    const segments = path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
    const claims = await claimsFor(request);
    const role = String(claims.role);
    const schema = schemaFor(request);
    const prefs = parsePrefer(request.headers.get('prefer'));
    const run: Runner = async (fn) => {
      try {
        return await ctx.withClaims(claims, fn, {
          method,
          path: `/${segments.join('/')}`,
          headers: headerObject(request),
          schema,
        });
      } catch (error) {
        if (error instanceof RestFailure) throw error;
        if (isPgError(error)) throw fromPgError(error, role);
        throw error;
      }
    };

    if (segments.length === 0) {
      if (method !== 'GET' && method !== 'HEAD') throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      const current = await catalog.reload();
      const tables = [...current.relations.values()].filter((relation) => relation.schema === schema);
      return jsonResponse(200, JSON.stringify({ tables: tables.map((relation) => relation.name).sort() }), {});
    }
    if (segments[0] === 'rpc' && segments.length === 2) {
      if (!['GET', 'HEAD', 'POST'].includes(method)) {
        throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      }
      return rpc(request, schema, segments[1]!, prefs, run);
    }
    if (segments.length !== 1) {
      throw restError(404, 'PGRST125', `Invalid path specified in request URL: ${url.pathname}`);
    }
    const relation = await relationFor(schema, segments[0]!);
    const query = parseQuery(url);
    switch (method) {
      case 'GET':
      case 'HEAD':
        return read(request, relation, query, prefs, run);
      case 'POST':
        return insert(request, relation, query, prefs, run);
      case 'PATCH':
        return update(request, relation, query, prefs, run);
      case 'DELETE':
        return remove(request, relation, query, prefs, run);
      default:
        throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
  }

  return async (request, path) => {
    try {
      return await route(request, path);
    } catch (error) {
      if (error instanceof RestFailure) return errorResponse(error);
      if (error instanceof GrammarError) {
        const failure =
          error.details === 'embedding'
            ? restError(400, 'PGRST200', error.message)
            : restError(400, 'PGRST100', `failed to parse query: ${error.message}`, error.details);
        return errorResponse(failure);
      }
      throw error;
    }
  };
}

function wantsObject(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes(objectMediaType);
}

/** Picks the overload whose named arguments cover the given keys and whose required arguments are all given. */
function pickRoutine(routines: RoutineInfo[], keys: string[]): RoutineInfo | undefined {
  return routines.find((routine) => {
    const names = new Set(routine.args.map((arg) => arg.name));
    return (
      keys.every((key) => names.has(key)) && routine.args.every((arg) => arg.hasDefault || keys.includes(arg.name))
    );
  });
}
