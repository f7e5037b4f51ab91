import type { JwtClaims, ServiceHandler } from '../context.ts';
import type { WithClaims } from '../db.ts';
import { headerObject, isPgError } from '../http.ts';
import type { CatalogCache, Relation } from './catalog.ts';
import { remove } from './delete.ts';
import { errorResponse, fromGrammarError, fromPgError, GrammarError, RestFailure, restError } from './errors.ts';
import { insert } from './insert.ts';
import type { Runner, TableOperation } from './operation.ts';
import { parsePrefer } from './prefer.ts';
import { parseQuery } from './query.ts';
import { claimsFor, schemaFor } from './request.ts';
import { jsonResponse } from './response.ts';
import { rpc } from './rpc.ts';
import { select } from './select.ts';
import { update } from './update.ts';

/**
 * The PostgREST subset supabase-js uses (docs/supabase-contract.md §5). Every statement runs through `withClaims`,
 * i.e. as the JWT's role with its claims set, so table privileges and RLS policies decide what a request may see
 * or change; these modules only translate HTTP into SQL. Identifiers are looked up in the catalog and quoted;
 * every value is a bound parameter. One module per operation; this file routes.
 */

export interface RestDeps {
  /** The schema cache of the exposed schemas. */
  catalog: Pick<CatalogCache, 'relation' | 'routines' | 'reload'>;
  withClaims: WithClaims;
  verifyJwt(token: string): Promise<JwtClaims>;
  /** Schemas the API serves (`Accept-Profile` / `Content-Profile`); the first is the default. */
  schemas: string[];
  /** Hosted Supabase caps every read at 1000 rows. */
  maxRows: number;
}

const unsupportedMethod = (method: string) => restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

async function relationFor(deps: RestDeps, schema: string, name: string): Promise<Relation> {
  const relation = await deps.catalog.relation(schema, name);
  if (!relation) {
    throw restError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`);
  }
  return relation;
}

async function route(deps: RestDeps, request: Request, path: string): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method;
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment));
  const claims = await claimsFor(deps.verifyJwt, request);
  const role = String(claims.role);
  const schema = schemaFor(request, deps.schemas);
  const prefs = parsePrefer(request.headers.get('prefer'));
  const run: Runner = async (fn) => {
    try {
      return await deps.withClaims(claims, fn, {
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
    if (method !== 'GET' && method !== 'HEAD') throw unsupportedMethod(method);
    const current = await deps.catalog.reload();
    const tables = [...current.relations.values()].filter((relation) => relation.schema === schema);
    return jsonResponse(200, JSON.stringify({ tables: tables.map((relation) => relation.name).sort() }), {});
  }
  if (segments[0] === 'rpc' && segments.length === 2) {
    if (!['GET', 'HEAD', 'POST'].includes(method)) throw unsupportedMethod(method);
    return rpc({
      request,
      schema,
      name: segments[1]!,
      prefs,
      run,
      maxRows: deps.maxRows,
      routines: (s, n) => deps.catalog.routines(s, n),
    });
  }
  if (segments.length !== 1) {
    throw restError(404, 'PGRST125', `Invalid path specified in request URL: ${url.pathname}`);
  }
  const relation = await relationFor(deps, schema, segments[0]!);
  const op: TableOperation = { request, relation, query: parseQuery(url), prefs, run, maxRows: deps.maxRows };
  switch (method) {
    case 'GET':
    case 'HEAD':
      return select(op);
    case 'POST':
      return insert(op);
    case 'PATCH':
      return update(op);
    case 'DELETE':
      return remove(op);
    default:
      throw unsupportedMethod(method);
  }
}

export function createRestHandler(deps: RestDeps): ServiceHandler {
  return async (request, path) => {
    try {
      return await route(deps, request, path);
    } catch (error) {
      if (error instanceof RestFailure) return errorResponse(error);
      if (error instanceof GrammarError) return errorResponse(fromGrammarError(error));
      throw error;
    }
  };
}
