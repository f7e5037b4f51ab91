import { quoteIdent } from '../db.ts';
import { isPlainObject } from '../http.ts';
import type { Relation } from './catalog.ts';
import { restError, singularityError } from './errors.ts';
import { readJsonBody, type TableOperation, unknownColumn } from './operation.ts';
import type { Preferences } from './prefer.ts';
import type { ReadQuery } from './query.ts';
import { answerMutation, wantsObject } from './response.ts';
import { checkColumn, Params, relationSource, returningSql, selectSql, tableSql } from './sql.ts';

/** One INSERT: the columns it names and the rows (a JSON array, bound as one parameter). */
export interface InsertGroup {
  columns: string[];
  json: string;
}

export interface InsertPlan {
  groups: InsertGroup[];
  /** ` on conflict (...) do update set ...` / `do nothing`, or ''. */
  conflict: string;
}

/**
 * Checks the body against the table and plans the statements: one per set of present keys (with
 * `missing=default` an absent key takes the column default, otherwise, as PostgREST, it is NULL), and the
 * `on conflict` clause for upserts (the `on_conflict` columns, else the primary key).
 */
export function planInsert(
  relation: Relation,
  query: ReadQuery,
  prefs: Preferences,
  body: { text: string; value: unknown },
): InsertPlan {
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
  for (const column of columns) if (!relation.columns.has(column)) throw unknownColumn(relation, column);

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

  const groups: InsertGroup[] = [];
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
  return { groups, conflict };
}

/** The INSERT of one group, its JSON bound through `params`. */
export function insertSql(relation: Relation, group: InsertGroup, conflict: string, params: Params): string {
  const table = tableSql(relation);
  const json = params.add(group.json);
  const columnList = group.columns.map(quoteIdent).join(', ');
  return group.columns.length === 0
    ? `insert into ${table} as pgrst_t select from json_array_elements(${json}::json)${conflict}`
    : `insert into ${table} as pgrst_t (${columnList})
       select ${columnList} from json_populate_recordset(null::${table}, ${json}::json)${conflict}`;
}

/** `POST /table` (insert or upsert). Without `return=representation` nothing is returned, so no SELECT policy is needed. */
export async function insert({ request, relation, query, prefs, run }: TableOperation): Promise<Response> {
  const plan = planInsert(relation, query, prefs, await readJsonBody(request));
  const representation = prefs.return === 'representation';
  const source = relationSource(relation);
  const result = await run(async (tx) => {
    const bodies: string[] = [];
    let affected = 0;
    for (const group of plan.groups) {
      const params = new Params();
      const statement = insertSql(relation, group, plan.conflict, params);
      if (representation) {
        const select = selectSql(query.select, source, 'pgrst_t', params);
        const rows = await tx.query<{ body: string; n: number }>(
          `with pgrst_source as (${statement} returning ${returningSql(query.select, source, 'pgrst_t')})
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
    if (representation && wantsObject(request) && affected !== 1) throw singularityError(affected);
    return { bodies, affected };
  });
  return answerMutation(request, 201, result, prefs);
}
