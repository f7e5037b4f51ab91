import { singularityError } from './errors.ts';
import type { TableOperation } from './operation.ts';
import { answerMutation, wantsObject } from './response.ts';
import { type Params, relationSource, returningSql, selectSql } from './sql.ts';

/**
 * Runs an UPDATE or DELETE `statement` (aliased `pgrst_t`). With `return=representation` it becomes a CTE
 * whose `returning` rows are shaped by `select=`, so they must pass the SELECT policies, as on PostgREST;
 * otherwise nothing is returned and no SELECT policy is needed.
 */
export async function runMutation(op: TableOperation, statement: string, params: Params): Promise<Response> {
  const { request, relation, query, prefs, run } = op;
  const representation = prefs.return === 'representation';
  const result = await run(async (tx) => {
    if (!representation) {
      const done = await tx.query(statement, params.values);
      return { bodies: [] as string[], affected: done.affectedRows ?? 0 };
    }
    const source = relationSource(relation);
    const select = selectSql(query.select, source, 'pgrst_t', params);
    const rows = await tx.query<{ body: string; n: number }>(
      `with pgrst_source as (${statement} returning ${returningSql(query.select, source, 'pgrst_t')})
       select coalesce(json_agg(pgrst_r), '[]')::text as body, count(*)::int as n
       from (select ${select} from pgrst_source as pgrst_t) as pgrst_r`,
      params.values,
    );
    const { body, n } = rows.rows[0]!;
    if (wantsObject(request) && n !== 1) throw singularityError(n);
    return { bodies: [body], affected: n };
  });
  return answerMutation(request, 200, result, prefs);
}
