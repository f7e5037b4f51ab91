import type { TableChange } from '../context.ts';
import type { Binding, Filter } from './types.ts';

const filterPattern = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s;

export function parseFilter(text: string): Filter {
  const match = filterPattern.exec(text);
  if (!match) throw new Error(`Invalid filter: ${text}`);
  const [, column = '', op, value = ''] = match;
  if (op === 'in') {
    const list = /^\((.*)\)$/s.exec(value);
    if (!list) throw new Error(`Invalid filter: ${text}`);
    return { column, op, values: (list[1] ?? '').split(',').map((v) => v.trim().replace(/^"(.*)"$/s, '$1')) };
  }
  return { column, op: op as Filter['op'], values: [value] };
}

export const asText = (value: unknown) =>
  value === null ? 'null' : typeof value === 'object' ? JSON.stringify(value) : String(value);

function filterMatches(filter: Filter, record: Record<string, unknown> | null): boolean {
  if (!record || !(filter.column in record)) return false;
  const actual = asText(record[filter.column]);
  const [expected = ''] = filter.values;
  if (filter.op === 'eq') return actual === expected;
  if (filter.op === 'neq') return actual !== expected;
  if (filter.op === 'in') return filter.values.includes(actual);
  const a = Number(actual);
  const b = Number(expected);
  const order = Number.isFinite(a) && Number.isFinite(b) ? a - b : actual < expected ? -1 : actual > expected ? 1 : 0;
  if (filter.op === 'lt') return order < 0;
  if (filter.op === 'lte') return order <= 0;
  if (filter.op === 'gt') return order > 0;
  return order >= 0;
}

export function bindingMatches(binding: Binding, change: TableChange): boolean {
  if (binding.event !== '*' && binding.event !== change.type) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  if (binding.table !== undefined && binding.table !== '*' && binding.table !== change.table) return false;
  if (binding.filter)
    return filterMatches(binding.filter, change.type === 'DELETE' ? change.old_record : change.record);
  return true;
}
