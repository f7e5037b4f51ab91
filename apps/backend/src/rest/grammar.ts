/**
 * PostgREST's query-string grammar (docs/supabase-contract.md §5.2), parsed into plain data. Nothing here touches
 * SQL: identifiers are checked against the catalog and values are bound as parameters by sql.ts.
 */

export class GrammarError extends Error {
  constructor(
    message: string,
    readonly details: string | null = null,
  ) {
    super(message);
    this.name = 'GrammarError';
  }
}

export type FilterOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'is'
  | 'isdistinct'
  | 'in'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxr'
  | 'nxl'
  | 'adj'
  | 'fts'
  | 'plfts'
  | 'phfts'
  | 'wfts';

const operators = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);
const quantifiable = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const ftsOperators = new Set(['fts', 'plfts', 'phfts', 'wfts']);

/** A column reference, optionally with a JSON path (`data->a->>b`). */
export interface Field {
  column: string;
  jsonPath: { arrow: '->' | '->>'; key: string }[];
}

export type Condition =
  | {
      kind: 'filter';
      field: Field;
      negate: boolean;
      operator: FilterOperator;
      /** `(any)` / `(all)` for quantifiable operators. */
      quantifier?: 'any' | 'all';
      /** Text search configuration for fts operators: `fts(english)`. */
      language?: string;
      /** The literal value; a list for `in`; `null` only for `is.null`. */
      value: string | string[];
    }
  | { kind: 'logic'; operator: 'and' | 'or'; negate: boolean; children: Condition[] };

export interface SelectItem {
  kind: 'star' | 'field';
  field?: Field;
  alias?: string;
  cast?: string;
}

export interface OrderTerm {
  field: Field;
  direction: 'asc' | 'desc' | undefined;
  nulls: 'first' | 'last' | undefined;
}

/** Splits on `separator` outside double quotes and parentheses. */
export function splitTopLevel(input: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      current += char;
      if (char === '\\' && i + 1 < input.length) {
        current += input[++i];
      } else if (char === '"') {
        quoted = false;
      }
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    if (depth < 0) throw new GrammarError(`unbalanced parentheses in "${input}"`);
    if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (quoted) throw new GrammarError(`unterminated quote in "${input}"`);
  if (depth !== 0) throw new GrammarError(`unbalanced parentheses in "${input}"`);
  parts.push(current);
  return parts;
}

/** `"a \"b\""` → `a "b"`; anything else unchanged. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

const identifier = /^[^\s"().,:>-][^\s"().,:>]*?$/u;

/** Reads a column name (plain or double-quoted) and an optional JSON path. */
export function parseField(raw: string): Field {
  const text = raw.trim();
  let column: string;
  let rest: string;
  if (text.startsWith('"')) {
    const end = findClosingQuote(text, 0);
    column = text.slice(1, end).replace(/\\(.)/g, '$1');
    rest = text.slice(end + 1);
  } else {
    const arrow = text.indexOf('->');
    column = arrow === -1 ? text : text.slice(0, arrow);
    rest = arrow === -1 ? '' : text.slice(arrow);
  }
  if (column === '' || (!text.startsWith('"') && !identifier.test(column))) {
    throw new GrammarError(`"${raw}" is not a valid column name`);
  }
  const jsonPath: Field['jsonPath'] = [];
  const pathPattern = /^(->>|->)("(?:[^"\\]|\\.)*"|[^-"]+)/;
  while (rest !== '') {
    const match = pathPattern.exec(rest);
    if (!match) throw new GrammarError(`"${raw}" has an invalid JSON path`);
    jsonPath.push({ arrow: match[1] as '->' | '->>', key: unquote(match[2]!) });
    rest = rest.slice(match[0].length);
  }
  return { column, jsonPath };
}

function findClosingQuote(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i;
  }
  throw new GrammarError(`unterminated quote in "${text}"`);
}

/** `{a,b,"c,d"}`, for `(any)`/`(all)`: kept as a Postgres array literal and bound as one parameter. */
function parseBraceList(value: string): string {
  if (!value.startsWith('{') || !value.endsWith('}')) {
    throw new GrammarError(`expected a list like {a,b} but got "${value}"`);
  }
  return value;
}

/** `(a,b,"c,d")` → `['a','b','c,d']`. */
function parseInList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw new GrammarError(`expected a list like (a,b) but got "${value}"`);
  }
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((item) => unquote(item.trim()));
}

/**
 * The right-hand side of a filter: `[not.]op[(modifier)].value`. `inLogicTree` unquotes a quoted value, as
 * PostgREST does for values inside `or=(...)` / `and=(...)`.
 */
export function parseFilterExpression(field: Field, expression: string, inLogicTree = false): Condition {
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(rest);
  if (!match || !operators.has(match[1]!)) {
    throw new GrammarError(`unknown or missing operator in "${expression}"`);
  }
  const operator = match[1] as FilterOperator;
  const modifier = match[2];
  let value = rest.slice(match[0].length);
  if (inLogicTree && operator !== 'in') value = unquote(value);

  if (operator === 'in') {
    if (modifier !== undefined) throw new GrammarError(`"in" takes no modifier in "${expression}"`);
    return { kind: 'filter', field, negate, operator, value: parseInList(value) };
  }
  if (operator === 'is') {
    const keyword = value.toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(keyword)) {
      throw new GrammarError(`"is" accepts null, not_null, true, false or unknown, not "${value}"`);
    }
    return { kind: 'filter', field, negate, operator, value: keyword };
  }
  if (ftsOperators.has(operator)) {
    if (modifier !== undefined && !/^[A-Za-z_][A-Za-z0-9_.]*$/.test(modifier)) {
      throw new GrammarError(`invalid text search configuration "${modifier}"`);
    }
    return {
      kind: 'filter',
      field,
      negate,
      operator,
      value,
      ...(modifier !== undefined ? { language: modifier } : {}),
    };
  }
  if (modifier !== undefined) {
    if ((modifier !== 'any' && modifier !== 'all') || !quantifiable.has(operator)) {
      throw new GrammarError(`invalid modifier "${modifier}" for "${operator}"`);
    }
    return { kind: 'filter', field, negate, operator, quantifier: modifier, value: parseBraceList(value) };
  }
  return { kind: 'filter', field, negate, operator, value };
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`: the value of an `or`/`and` parameter (with its parentheses). */
export function parseLogicTree(operator: 'and' | 'or', negate: boolean, value: string): Condition {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw new GrammarError(`logic tree must be wrapped in parentheses: "${value}"`);
  }
  const inner = value.slice(1, -1);
  const children = splitTopLevel(inner).map((item) => parseLogicItem(item.trim()));
  if (children.length === 0 || inner.trim() === '') throw new GrammarError(`empty logic tree "${value}"`);
  return { kind: 'logic', operator, negate, children };
}

function parseLogicItem(item: string): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (nested) return parseLogicTree(nested[2] as 'and' | 'or', nested[1] !== undefined, nested[3]!);
  // `column.op.value`, where the column may be quoted.
  let fieldText: string;
  let rest: string;
  if (item.startsWith('"')) {
    const end = findClosingQuote(item, 0);
    const dot = item.indexOf('.', end);
    if (dot === -1) throw new GrammarError(`"${item}" is not a filter`);
    fieldText = item.slice(0, dot);
    rest = item.slice(dot + 1);
  } else {
    const dot = item.indexOf('.');
    if (dot === -1) throw new GrammarError(`"${item}" is not a filter`);
    fieldText = item.slice(0, dot);
    rest = item.slice(dot + 1);
  }
  return parseFilterExpression(parseField(fieldText), rest, true);
}

/** `select=a,b:c,d::text,*`. Embedded resources `rel(...)` are not supported here (the site uses none). */
export function parseSelect(value: string | null): SelectItem[] {
  if (value === null || value.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(value).map((rawItem) => {
    const item = rawItem.trim();
    if (item === '') throw new GrammarError(`empty item in select "${value}"`);
    if (item.includes('(') || item.startsWith('...')) {
      throw new GrammarError(`embedded resources are not supported by the local backend: "${item}"`, 'embedding');
    }
    if (item === '*') return { kind: 'star' };
    let rest = item;
    let alias: string | undefined;
    const colon = findAliasColon(rest);
    if (colon !== -1) {
      alias = unquote(rest.slice(0, colon).trim());
      rest = rest.slice(colon + 1);
      if (alias === '') throw new GrammarError(`empty alias in "${item}"`);
    }
    let cast: string | undefined;
    const castAt = rest.lastIndexOf('::');
    if (castAt !== -1 && !rest.slice(castAt).includes('"')) {
      cast = rest.slice(castAt + 2).trim();
      rest = rest.slice(0, castAt);
      if (!/^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/.test(cast)) throw new GrammarError(`invalid cast "${cast}"`);
    }
    const field = parseField(rest);
    return { kind: 'field', field, ...(alias !== undefined ? { alias } : {}), ...(cast !== undefined ? { cast } : {}) };
  });
}

/** The `:` of `alias:column`, not the `::` of a cast and not inside quotes. */
function findAliasColon(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    if (quoted || char !== ':') continue;
    if (text[i + 1] === ':') return -1;
    return i;
  }
  return -1;
}

/** `order=a.desc.nullslast,b`. */
export function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value).map((rawTerm) => {
    const term = rawTerm.trim();
    let fieldText: string;
    let modifiers: string[];
    if (term.startsWith('"')) {
      const end = findClosingQuote(term, 0);
      fieldText = term.slice(0, end + 1);
      const tail = term.slice(end + 1);
      modifiers = tail === '' ? [] : tail.replace(/^\./, '').split('.');
    } else {
      const parts = term.split('.');
      fieldText = parts[0] ?? '';
      modifiers = parts.slice(1);
    }
    let direction: OrderTerm['direction'];
    let nulls: OrderTerm['nulls'];
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') direction = modifier;
      else if (modifier === 'nullsfirst') nulls = 'first';
      else if (modifier === 'nullslast') nulls = 'last';
      else throw new GrammarError(`unknown order modifier "${modifier}" in "${term}"`);
    }
    return { field: parseField(fieldText), direction, nulls };
  });
}

/** `columns="a","b"` or `on_conflict=a,b`. */
export function parseColumnList(value: string): string[] {
  const columns = splitTopLevel(value).map((item) => unquote(item.trim()));
  if (columns.some((column) => column === '')) throw new GrammarError(`empty column in "${value}"`);
  return columns;
}

export function parseNonNegativeInt(name: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new GrammarError(`"${name}" must be a non-negative integer, got "${value}"`);
  return Number.parseInt(value, 10);
}
