import { describe, expect, it } from 'vitest';
import { RestFailure } from './errors.ts';
import { parsePrefer } from './prefer.ts';
import { answerMutation, answerRead, contentRange, objectMediaType } from './response.ts';

const get = (accept?: string, method = 'GET') =>
  new Request('http://x/t', { method, headers: accept ? { Accept: accept } : {} });

describe('answers', () => {
  it('writes Content-Range as PostgREST does', () => {
    expect(contentRange(0, 3, undefined)).toBe('0-2/*');
    expect(contentRange(10, 0, 10)).toBe('*/10');
    expect(contentRange(2, 2, 9)).toBe('2-3/9');
  });

  it('answers a read: 200 or 206 for a partial counted page, HEAD without a body', async () => {
    const rows = { body: '[{"id":1}]', first: '{"id":1}', n: 1, total: 3 };
    const partial = answerRead(get(), rows, 0, parsePrefer('count=exact'));
    expect(partial.status).toBe(206);
    expect(partial.headers.get('Content-Range')).toBe('0-0/3');
    expect(partial.headers.get('Preference-Applied')).toBe('count=exact');
    expect(await answerRead(get(undefined, 'HEAD'), rows, 0, parsePrefer(null)).text()).toBe('');
  });

  it('answers single() with the object, and 406 PGRST116 unless exactly one row', async () => {
    const one = answerRead(
      get(objectMediaType),
      { body: '[{"id":1}]', first: '{"id":1}', n: 1, total: undefined },
      0,
      parsePrefer(null),
    );
    expect(await one.json()).toEqual({ id: 1 });
    expect(one.headers.get('Content-Type')).toContain(objectMediaType);
    expect(() =>
      answerRead(get(objectMediaType), { body: '[]', first: null, n: 0, total: undefined }, 0, parsePrefer(null)),
    ).toThrow(RestFailure);
  });

  it('answers writes 201/204 without a representation, the merged rows with one', async () => {
    expect(answerMutation(get(), 201, { bodies: [], affected: 2 }, parsePrefer(null)).status).toBe(201);
    expect(answerMutation(get(), 200, { bodies: [], affected: 2 }, parsePrefer(null)).status).toBe(204);
    const merged = answerMutation(
      get(),
      201,
      { bodies: ['[{"a":1}]', '[]', '[{"a":2}]'], affected: 2 },
      parsePrefer('return=representation'),
    );
    expect(await merged.json()).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('refuses an offset past the counted rows with 416', () => {
    expect(() => answerRead(get(), { body: '[]', first: null, n: 0, total: 2 }, 5, parsePrefer('count=exact'))).toThrow(
      'Requested range not satisfiable',
    );
  });
});
