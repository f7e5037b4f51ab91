import { beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, restFixture } from '../testing/rest.ts';
import { parsePrefer } from './prefer.ts';
import { parseQuery } from './query.ts';
import { readStatement, select } from './select.ts';

let fx: RestFixture;

beforeAll(async () => {
  fx = await restFixture('unit_select');
});

const read = async (query: string, headers: Record<string, string> = {}) => {
  const response = await select(fx.op('GET', query, { headers }));
  return { status: response.status, range: response.headers.get('Content-Range'), body: await response.json() };
};

describe('select', () => {
  it('shapes the chosen columns, aliases, casts and JSON paths into a JSON array', async () => {
    expect(await read('select=id,label:name,kind:data->>kind,n:data->n&id=eq.1')).toEqual({
      status: 200,
      range: '0-0/*',
      body: [{ id: 1, label: 'alpha', kind: 'x', n: 1 }],
    });
  });

  it('filters, orders and pages; counts exactly when asked (206 for part of the rows)', async () => {
    expect((await read('select=id&order=id.desc&limit=2')).body).toEqual([{ id: 3 }, { id: 2 }]);
    expect((await read('select=id&tags=cs.{blue}&order=id')).body).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await read('select=id&order=id&offset=1&limit=1', { Prefer: 'count=exact' })).toEqual({
      status: 206,
      range: '1-1/3',
      body: [{ id: 2 }],
    });
  });

  it('caps the page at maxRows', () => {
    const statement = readStatement(fx.relation, parseQuery(new URL('http://x/?limit=5000')), parsePrefer(null), 1000);
    expect(statement.params.values.slice(-2)).toEqual(['1000', '0']);
    expect(statement.count).toBeUndefined();
  });

  it('binds values: an injection attempt is only a value that matches nothing', async () => {
    expect((await read(`select=id&name=eq.${encodeURIComponent("alpha' or '1'='1")}`)).body).toEqual([]);
  });
});
