import type { Transaction } from '../engines/database.ts';
import type { Relation } from './catalog.ts';
import { restError } from './errors.ts';
import type { Preferences } from './prefer.ts';
import type { ReadQuery } from './query.ts';

/** Runs `fn` in the request's transaction, as the request's role with its claims (`withClaims`). */
export type Runner = <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>;

/** Everything a table endpoint (select, insert, update, delete) works from. */
export interface TableOperation {
  request: Request;
  relation: Relation;
  query: ReadQuery;
  prefs: Preferences;
  run: Runner;
  /** Largest number of rows a read returns (hosted: 1000). */
  maxRows: number;
}

/** The JSON body as text (bound as one parameter) and parsed; an empty body is `{}`. */
export async function readJsonBody(request: Request): Promise<{ text: string; value: unknown }> {
  const text = await request.text();
  if (text.trim() === '') return { text: '{}', value: {} };
  try {
    return { text, value: JSON.parse(text) };
  } catch (error) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
  }
}

export function unknownColumn(relation: Relation, column: string) {
  return restError(400, 'PGRST204', `Could not find the '${column}' column of '${relation.name}' in the schema cache`);
}
