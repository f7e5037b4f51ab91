import { quoteIdent } from '../db.ts';
import type { Relation } from './catalog.ts';
import { restError } from './errors.ts';
import type { Condition, Field, OrderTerm, SelectItem } from './grammar.ts';

/**
 * Parsed query pieces → SQL fragments. Identifiers are checked against a {@link Source} (a table's or a
 * function's columns from the catalog) and quoted; every value becomes a bound parameter through {@link Params}.
 */

/** Positional parameters: every value goes through here. */
export class Params {
  readonly values: (string | null)[] = [];
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The columns a query may name: a table's, or a function's result columns. */
export interface Source {
  label: string;
  columns: Map<string, { type: string }>;
}

export function relationSource(relation: Relation): Source {
  return { label: relation.name, columns: relation.columns };
}

/** `"schema"."name"`, from catalog names. */
export function tableSql(relation: Relation): string {
  return `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;
}

export function checkColumn(source: Source, column: string): void {
  if (!source.columns.has(column)) {
    throw restError(400, '42703', `column ${source.label}.${column} does not exist`);
  }
}

export function fieldSql(field: Field, source: Source, alias: string, params: Params): string {
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

export function conditionSql(condition: Condition, source: Source, alias: string, params: Params): string {
  if (condition.kind === 'logic') {
    const joined = condition.children
      .map((child) => conditionSql(child, source, alias, params))
      .join(condition.operator === 'and' ? ' and ' : ' or ');
    return condition.negate ? `not (${joined})` : `(${joined})`;
  }
  const column = fieldSql(condition.field, source, alias, params);
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

export function selectSql(items: SelectItem[], source: Source, alias: string, params: Params): string {
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

/**
 * What a write returns for `return=representation`: only the columns `select=` names (all of them for `*`), as
 * PostgREST does, so a column the role may not read (column privileges) is never touched unless asked for.
 */
export function returningSql(items: SelectItem[], source: Source, alias: string): string {
  if (items.some((item) => item.kind === 'star')) return `${alias}.*`;
  const columns = [...new Set(items.map((item) => item.field!.column))];
  for (const column of columns) checkColumn(source, column);
  return columns.map((column) => `${alias}.${quoteIdent(column)}`).join(', ');
}

export function orderSql(terms: OrderTerm[], source: Source, alias: string, params: Params): string {
  return terms
    .map((term) => {
      let sql = fieldSql(term.field, source, alias, params);
      if (term.direction) sql += ` ${term.direction}`;
      if (term.nulls) sql += ` nulls ${term.nulls}`;
      return sql;
    })
    .join(', ');
}

export function whereSql(conditions: Condition[], source: Source, alias: string, params: Params): string {
  if (conditions.length === 0) return '';
  return ` where ${conditions.map((condition) => conditionSql(condition, source, alias, params)).join(' and ')}`;
}
