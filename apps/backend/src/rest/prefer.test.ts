import { describe, expect, it } from 'vitest';
import { parsePrefer } from './prefer.ts';

describe('Prefer', () => {
  it('reads comma-joined preferences and echoes the understood ones', () => {
    expect(parsePrefer('resolution=merge-duplicates, return=representation,count=exact')).toEqual({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: undefined,
      applied: ['resolution=merge-duplicates', 'return=representation', 'count=exact'],
    });
  });

  it('ignores unknown names and values, and an absent header', () => {
    expect(parsePrefer('return=everything, tx=rollback, missing=default')).toMatchObject({
      return: undefined,
      missing: 'default',
      applied: ['missing=default'],
    });
    expect(parsePrefer(null).applied).toEqual([]);
  });
});
