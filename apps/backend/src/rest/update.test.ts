import { beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, restFixture } from '../testing/rest.ts';
import { RestFailure } from './errors.ts';
import { update } from './update.ts';

let fx: RestFixture;

beforeAll(async () => {
  fx = await restFixture('unit_update');
});

describe('update', () => {
  it('sets the body columns on the filtered rows only: 204, or 200 with the representation', async () => {
    expect((await update(fx.op('PATCH', 'id=eq.2', { body: { name: 'BETA' } }))).status).toBe(204);
    const shaped = await update(
      fx.op('PATCH', 'id=eq.3&select=id,name', {
        body: { name: 'GAMMA' },
        headers: { Prefer: 'return=representation' },
      }),
    );
    expect(await shaped.json()).toEqual([{ id: 3, name: 'GAMMA' }]);
    expect((await fx.rows()).map((row) => row.name)).toEqual(['alpha', 'BETA', 'GAMMA']);
  });

  it('does nothing for an empty object and refuses unknown columns or a non-object body', async () => {
    expect((await update(fx.op('PATCH', 'id=eq.1', { body: {} }))).status).toBe(204);
    await expect(update(fx.op('PATCH', 'id=eq.1', { body: { secret: 1 } }))).rejects.toBeInstanceOf(RestFailure);
    await expect(update(fx.op('PATCH', 'id=eq.1', { body: [1] }))).rejects.toMatchObject({ status: 400 });
    expect((await fx.rows())[0]?.name).toBe('alpha');
  });
});
