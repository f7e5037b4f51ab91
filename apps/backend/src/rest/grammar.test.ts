import { describe, expect, it } from 'vitest';
import { GrammarError, parseField, parseFilterExpression, parseOrder, parseSelect, splitTopLevel } from './grammar.ts';

describe('query grammar', () => {
  it('splits on commas outside quotes and parentheses', () => {
    expect(splitTopLevel('a,"b,c",or(d,e)')).toEqual(['a', '"b,c"', 'or(d,e)']);
    expect(() => splitTopLevel('a,(b')).toThrow(GrammarError);
  });

  it('reads columns with JSON paths, quoted names and refuses junk', () => {
    expect(parseField('data->a->>b')).toEqual({
      column: 'data',
      jsonPath: [
        { arrow: '->', key: 'a' },
        { arrow: '->>', key: 'b' },
      ],
    });
    expect(parseField('"odd name"').column).toBe('odd name');
    expect(() => parseField('a b')).toThrow(GrammarError);
  });

  it('reads operators with not., modifiers and lists', () => {
    expect(parseFilterExpression(parseField('id'), 'not.in.(1,"2,3")')).toMatchObject({
      negate: true,
      operator: 'in',
      value: ['1', '2,3'],
    });
    expect(parseFilterExpression(parseField('name'), 'like(any).{a*,b*}')).toMatchObject({ quantifier: 'any' });
    expect(() => parseFilterExpression(parseField('id'), 'is.maybe')).toThrow(GrammarError);
  });

  it('reads select items and order terms, refusing embedding and odd casts', () => {
    expect(parseSelect('a:b::text')).toEqual([
      { kind: 'field', field: { column: 'b', jsonPath: [] }, alias: 'a', cast: 'text' },
    ]);
    expect(() => parseSelect('rel(*)')).toThrow(expect.objectContaining({ details: 'embedding' }));
    expect(() => parseSelect('a::text;drop')).toThrow(GrammarError);
    expect(parseOrder('a.desc.nullsfirst')[0]).toMatchObject({ direction: 'desc', nulls: 'first' });
  });
});
