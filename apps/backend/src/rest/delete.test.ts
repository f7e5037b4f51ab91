import { beforeAll, describe, expect, it } from 'vitest';
import { type RestFixture, restFixture } from '../testing/rest.ts';
import { remove } from './delete.ts';

let fx: RestFixture;

beforeAll(async () => {
  fx = await restFixture('unit_delete');
});

describe('delete', () => {
  it('removes the filtered rows; with a representation it answers them', async () => {
    const response = await remove(
      fx.op('DELETE', 'id=in.(1,2)&select=id', { headers: { Prefer: 'return=representation, count=exact' } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Range')).toBe('*/2');
    expect(await response.json()).toEqual([{ id: 1 }, { id: 2 }]);
    expect((await fx.rows()).map((row) => row.id)).toEqual([3]);
  });

  it('refuses a filter on a column the table does not have, deleting nothing', async () => {
    await expect(remove(fx.op('DELETE', 'nope=eq.3'))).rejects.toMatchObject({ status: 400, body: { code: '42703' } });
    expect(await fx.rows()).toHaveLength(1);
  });
});
