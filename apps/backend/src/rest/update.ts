import { quoteIdent } from '../db.ts';
import { isPlainObject } from '../http.ts';
import { restError } from './errors.ts';
import { runMutation } from './mutate.ts';
import { readJsonBody, type TableOperation, unknownColumn } from './operation.ts';
import { answerMutation } from './response.ts';
import { Params, relationSource, tableSql, whereSql } from './sql.ts';

/** `PATCH /table?filters`: the body's columns, read with `json_populate_record`, on every row the filters match. */
export async function update(op: TableOperation): Promise<Response> {
  const { request, relation, query, prefs } = op;
  const body = await readJsonBody(request);
  if (!isPlainObject(body.value)) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'The body of an update must be a JSON object');
  }
  const columns = Object.keys(body.value);
  for (const column of columns) if (!relation.columns.has(column)) throw unknownColumn(relation, column);
  if (columns.length === 0) {
    // PostgREST does nothing for an empty update.
    return answerMutation(request, 204, { bodies: ['[]'], affected: 0 }, prefs);
  }
  const table = tableSql(relation);
  const params = new Params();
  const json = params.add(body.text);
  const sets = columns.map((column) => `${quoteIdent(column)} = pgrst_body.${quoteIdent(column)}`).join(', ');
  const where = whereSql(query.conditions, relationSource(relation), 'pgrst_t', params);
  const statement = `update ${table} as pgrst_t set ${sets}
    from (select * from json_populate_record(null::${table}, ${json}::json)) as pgrst_body${where}`;
  return runMutation(op, statement, params);
}
