import type { Relation } from './catalog.ts';
import type { TableOperation } from './operation.ts';
import type { Preferences } from './prefer.ts';
import type { ReadQuery } from './query.ts';
import { answerRead } from './response.ts';
import { orderSql, Params, relationSource, selectSql, tableSql, whereSql } from './sql.ts';

export interface ReadStatement {
  sql: string;
  params: Params;
  /** With `Prefer: count=...`: the exact count of rows the filters match, without limit and offset. */
  count: { sql: string; params: Params } | undefined;
}

/**
 * `GET`/`HEAD /table`: one statement that aggregates the page into a JSON array (and its first row, for
 * `single()`), plus a count statement when asked. Reads are capped at `maxRows`.
 */
export function readStatement(
  relation: Relation,
  query: ReadQuery,
  prefs: Preferences,
  maxRows: number,
): ReadStatement {
  const source = relationSource(relation);
  const table = tableSql(relation);
  const params = new Params();
  const select = selectSql(query.select, source, 'pgrst_t', params);
  const where = whereSql(query.conditions, source, 'pgrst_t', params);
  const order = query.order.length > 0 ? ` order by ${orderSql(query.order, source, 'pgrst_t', params)}` : '';
  const limit = Math.min(query.limit ?? maxRows, maxRows);
  const sql = `select coalesce(json_agg(pgrst_r), '[]')::text as body, (json_agg(pgrst_r) -> 0)::text as first,
        count(*)::int as n
      from (select ${select} from ${table} as pgrst_t${where}${order} limit ${params.add(String(limit))}
            offset ${params.add(String(query.offset))}) as pgrst_r`;
  let count: ReadStatement['count'];
  if (prefs.count !== undefined) {
    const countParams = new Params();
    count = {
      sql: `select count(*)::int as total from ${table} as pgrst_t${whereSql(query.conditions, source, 'pgrst_t', countParams)}`,
      params: countParams,
    };
  }
  return { sql, params, count };
}

export async function select({ request, relation, query, prefs, run, maxRows }: TableOperation): Promise<Response> {
  const statement = readStatement(relation, query, prefs, maxRows);
  const result = await run(async (tx) => {
    const rows = await tx.query<{ body: string; first: string | null; n: number }>(
      statement.sql,
      statement.params.values,
    );
    const total = statement.count
      ? (await tx.query<{ total: number }>(statement.count.sql, statement.count.params.values)).rows[0]!.total
      : undefined;
    return { ...rows.rows[0]!, total };
  });
  return answerRead(request, result, query.offset, prefs);
}
