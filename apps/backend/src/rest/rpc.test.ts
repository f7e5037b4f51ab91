import { beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, restFixture } from '../testing/rest.ts';
import { parsePrefer } from './prefer.ts';
import { pickRoutine, rpc } from './rpc.ts';

let fx: RestFixture;

beforeAll(async () => {
  fx = await restFixture(
    'unit_rpc',
    `create function unit_rpc.add(a int, b int default 10) returns int language sql immutable as 'select a + b';
     create function unit_rpc.names() returns setof unit_rpc.probe language sql stable as 'select * from unit_rpc.probe order by id';
     create function unit_rpc.nothing() returns void language sql as 'select';
     create function unit_rpc.bump() returns int language sql as
       'insert into unit_rpc.probe (id, name) values ((select max(id) + 1 from unit_rpc.probe), ''bumped'') returning id';`,
  );
});

const call = async (name: string, init: { method?: string; query?: string; body?: unknown } = {}) => {
  const request = new Request(`http://rest.test/rest/v1/rpc/${name}?${init.query ?? ''}`, {
    method: init.method ?? 'POST',
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const response = await rpc({
    request,
    schema: 'unit_rpc',
    name,
    prefs: parsePrefer(null),
    run: fx.run,
    maxRows: 1000,
    routines: (_schema, routine) => fx.routines(routine),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};

describe('rpc', () => {
  it('picks the overload whose arguments match, defaults included', async () => {
    const routines = await fx.routines('add');
    expect(pickRoutine(routines, ['a'])?.name).toBe('add');
    expect(pickRoutine(routines, ['b'])).toBeUndefined();
    expect(pickRoutine(routines, ['a', 'c'])).toBeUndefined();
  });

  it('calls a scalar function with named arguments from the body or the query string', async () => {
    expect(await call('add', { body: { a: 1 } })).toEqual({ status: 200, body: 11 });
    expect(await call('add', { method: 'GET', query: 'a=2&b=3' })).toEqual({ status: 200, body: 5 });
  });

  it('filters and shapes a set-returning function like a table; void answers 204', async () => {
    expect(await call('names', { query: 'select=name&id=gt.1', body: {} })).toEqual({
      status: 200,
      body: [{ name: 'beta' }, { name: 'gamma' }],
    });
    expect(await call('nothing', { body: {} })).toEqual({ status: 204, body: null });
  });

  it('runs GET and HEAD in a read-only transaction, as PostgREST: a function that writes fails with 25006', async () => {
    for (const method of ['GET', 'HEAD']) {
      await expect(call('bump', { method })).rejects.toMatchObject({ code: '25006' });
    }
    expect((await fx.rows()).map((row) => row.name)).not.toContain('bumped');
    expect(await call('bump', { body: {} })).toEqual({ status: 200, body: 4 });
    await fx.database.db.query(`delete from unit_rpc.probe where name = 'bumped'`);
  });

  it('answers 404 PGRST202 for arguments no overload takes', async () => {
    await expect(call('add', { body: { x: 1 } })).rejects.toMatchObject({ status: 404, body: { code: 'PGRST202' } });
  });
});
