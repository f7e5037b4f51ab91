import {
  type Condition,
  GrammarError,
  type OrderTerm,
  parseColumnList,
  parseField,
  parseFilterExpression,
  parseLogicTree,
  parseNonNegativeInt,
  parseOrder,
  parseSelect,
  type SelectItem,
} from './grammar.ts';

/** What the query string says, parsed but not yet checked against a source. */
export interface ReadQuery {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number;
  onConflict: string[] | undefined;
  columns: string[] | undefined;
}

const reservedParams = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'and', 'or']);

/** Reads `select`, filters, `order`, `limit`/`offset`, `on_conflict` and `columns`; `skip` names rpc arguments. */
export function parseQuery(url: URL, skip: Set<string> = new Set()): ReadQuery {
  const query: ReadQuery = {
    select: parseSelect(url.searchParams.get('select')),
    conditions: [],
    order: [],
    limit: undefined,
    offset: 0,
    onConflict: undefined,
    columns: undefined,
  };
  for (const [name, value] of url.searchParams) {
    if (skip.has(name)) continue;
    if (name === 'select') continue;
    if (name === 'order') query.order.push(...parseOrder(value));
    else if (name === 'limit') query.limit = parseNonNegativeInt('limit', value);
    else if (name === 'offset') query.offset = parseNonNegativeInt('offset', value);
    else if (name === 'on_conflict') query.onConflict = parseColumnList(value);
    else if (name === 'columns') query.columns = parseColumnList(value);
    else if (name === 'or' || name === 'and') query.conditions.push(parseLogicTree(name, false, value));
    else if (name === 'not.or' || name === 'not.and') {
      query.conditions.push(parseLogicTree(name.slice(4) as 'and' | 'or', true, value));
    } else if (name.includes('.') && !name.startsWith('"')) {
      throw new GrammarError(`filters on embedded resources are not supported: "${name}"`);
    } else if (reservedParams.has(name)) {
      throw new GrammarError(`"${name}" cannot be used here`);
    } else {
      query.conditions.push(parseFilterExpression(parseField(name), value));
    }
  }
  return query;
}
