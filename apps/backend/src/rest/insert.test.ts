import { beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, restFixture } from '../testing/rest.ts';
import { RestFailure } from './errors.ts';
import { insert, planInsert } from './insert.ts';
import { parsePrefer } from './prefer.ts';
import { parseQuery } from './query.ts';

let fx: RestFixture;

beforeAll(async () => {
  fx = await restFixture('unit_insert');
});

const plan = (query: string, prefer: string | null, body: unknown) =>
  planInsert(fx.relation, parseQuery(new URL(`http://x/?${query}`)), parsePrefer(prefer), {
    text: JSON.stringify(body),
    value: body,
  });

describe('insert', () => {
  it('plans one statement for uniform rows and groups by present keys with missing=default', () => {
    expect(plan('', null, [{ id: 1 }, { id: 2 }]).groups).toHaveLength(1);
    const grouped = plan('columns=id,note', 'missing=default', [{ id: 7 }, { id: 8, note: 'x' }]);
    expect(grouped.groups.map((group) => group.columns)).toEqual([['id'], ['id', 'note']]);
  });

  it('upserts on the primary key, or the on_conflict columns', () => {
    expect(plan('', 'resolution=merge-duplicates', { id: 1, name: 'a' }).conflict).toBe(
      ' on conflict ("id") do update set "id" = excluded."id", "name" = excluded."name"',
    );
    expect(plan('on_conflict=name', 'resolution=ignore-duplicates', { id: 1 }).conflict).toBe(
      ' on conflict ("name") do nothing',
    );
  });

  it('refuses unknown columns (PGRST204) and rows with different keys (PGRST102)', () => {
    expect(() => plan('', null, { id: 1, secret: 'x' })).toThrow(RestFailure);
    expect(() => plan('', null, [{ id: 1 }, { name: 'b' }])).toThrow('All object keys must match');
    expect(() => plan('', null, [1, 2])).toThrow(RestFailure);
  });

  it('stores the rows (absent columns take their default): 201 without a body, or the representation shaped by select=', async () => {
    const minimal = await insert(fx.op('POST', '', { body: { id: 10, name: 'ten' } }));
    expect(minimal.status).toBe(201);
    expect(await minimal.text()).toBe('');
    const shaped = await insert(
      fx.op('POST', 'select=id,name', {
        body: [{ id: 11, name: 'eleven' }],
        headers: { Prefer: 'return=representation' },
      }),
    );
    expect(await shaped.json()).toEqual([{ id: 11, name: 'eleven' }]);
    expect((await fx.rows()).filter((row) => (row.id as number) >= 10)).toMatchObject([
      { id: 10, name: 'ten', note: 'fresh' },
      { id: 11, name: 'eleven', note: 'fresh' },
    ]);
  });

  it('merges duplicates on upsert', async () => {
    await insert(
      fx.op('POST', '', { body: { id: 1, name: 'alpha!' }, headers: { Prefer: 'resolution=merge-duplicates' } }),
    );
    expect((await fx.rows()).find((row) => row.id === 1)?.name).toBe('alpha!');
  });
});
