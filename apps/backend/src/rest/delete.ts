import { runMutation } from './mutate.ts';
import type { TableOperation } from './operation.ts';
import { Params, relationSource, tableSql, whereSql } from './sql.ts';

/** `DELETE /table?filters`: the rows the filters match (and the DELETE policies allow). */
export async function remove(op: TableOperation): Promise<Response> {
  const params = new Params();
  const where = whereSql(op.query.conditions, relationSource(op.relation), 'pgrst_t', params);
  return runMutation(op, `delete from ${tableSql(op.relation)} as pgrst_t${where}`, params);
}
