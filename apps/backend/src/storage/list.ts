import { maxListLimit } from './buckets.ts';
import { asCaller, type StorageDeps } from './deps.ts';
import { boundedInt, callerClaims, jsonBody } from './input.ts';

const sortExpressions: Record<string, string> = {
  name: 'lower(e.name) collate "C"',
  created_at: 'e.created_at',
  updated_at: 'e.updated_at',
  last_accessed_at: 'e.last_accessed_at',
};

/** One folder level under `prefix`: sub-folders as entries with null fields, then files; as the caller. */
export async function listObjects(deps: StorageDeps, request: Request, bucketId: string) {
  const claims = await callerClaims(deps, request);
  const body = await jsonBody(request);
  let prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
  const search = typeof body.search === 'string' ? body.search : '';
  const limit = boundedInt(body.limit, 100, maxListLimit);
  const offset = boundedInt(body.offset, 0, Number.MAX_SAFE_INTEGER);
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const sortExpression = sortExpressions[typeof sortBy.column === 'string' ? sortBy.column : 'name'] ?? 'e.name';
  const order = typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const { rows } = await asCaller(deps, request, claims, (tx) =>
    tx.query(
      `with candidates as (
         select o.id, o.created_at, o.updated_at, o.last_accessed_at, o.metadata,
                substr(o.name, length($2::text) + 1) as rest
         from storage.objects o
         where o.bucket_id = $1::text and left(o.name, length($2::text)) = $2::text
       ), entries as (
         select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
         from candidates where strpos(rest, '/') > 0 group by 1
         union all
         select rest, id, updated_at, created_at, last_accessed_at, metadata
         from candidates where strpos(rest, '/') = 0 and rest <> ''
       )
       select e.name, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata from entries e
       where $3::text = '' or starts_with(lower(e.name), lower($3::text))
       order by ${sortExpression} ${order}, e.name collate "C" ${order}
       limit $4 offset $5`,
      [bucketId, prefix, search, limit, offset],
    ),
  );
  return Response.json(rows);
}
