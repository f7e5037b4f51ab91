import { describe, expect, it } from 'vitest';
import { GrammarError } from './grammar.ts';
import { parseQuery } from './query.ts';

const parse = (query: string, skip?: string[]) => parseQuery(new URL(`http://x/t?${query}`), new Set(skip));

describe('parseQuery', () => {
  it('reads select, filters, order, limit, offset, on_conflict and columns', () => {
    const query = parse(
      'select=id,name&id=gt.1&or=(a.eq.1,b.is.null)&order=id.desc&limit=5&offset=2&on_conflict=id&columns="a","b"',
    );
    expect(query.select).toHaveLength(2);
    expect(query.conditions.map((c) => c.kind)).toEqual(['filter', 'logic']);
    expect(query.order).toEqual([{ field: { column: 'id', jsonPath: [] }, direction: 'desc', nulls: undefined }]);
    expect(query).toMatchObject({ limit: 5, offset: 2, onConflict: ['id'], columns: ['a', 'b'] });
  });

  it('skips rpc argument names and refuses embedded filters and reserved words as filters', () => {
    expect(parse('_user_id=abc', ['_user_id']).conditions).toEqual([]);
    expect(() => parse('rel.id=eq.1')).toThrow(GrammarError);
    expect(() => parse('limit=-1')).toThrow(GrammarError);
    expect(() => parse('name=nope.1')).toThrow(GrammarError);
  });
});
