import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/database.ts';
import { CatalogCache, loadCatalog } from './catalog.ts';

beforeAll(async () => {
  const { db } = await testDatabase();
  await db.exec(`
    drop schema if exists unit_catalog cascade;
    create schema unit_catalog;
    create table unit_catalog.pairs (a int, b text, c numeric(8, 2), primary key (b, a));
    create function unit_catalog.pair_count(min int default 0, out total bigint) language sql stable
      as 'select count(*) from unit_catalog.pairs where a >= min';
  `);
});

describe('the schema cache', () => {
  it('reads columns with their catalog types and the primary key in key order', async () => {
    const catalog = await loadCatalog((await testDatabase()).db, ['unit_catalog']);
    const pairs = catalog.relations.get('unit_catalog.pairs')!;
    expect([...pairs.columns.values()].map((column) => [column.name, column.type])).toEqual([
      ['a', 'integer'],
      ['b', 'text'],
      ['c', 'numeric(8,2)'],
    ]);
    expect(pairs.primaryKey).toEqual(['b', 'a']);
  });

  it('reads functions with their input arguments, defaults and result kind', async () => {
    const catalog = await loadCatalog((await testDatabase()).db, ['unit_catalog']);
    expect(catalog.routines.get('unit_catalog.pair_count')).toEqual([
      expect.objectContaining({
        args: [{ name: 'min', type: 'integer', hasDefault: true }],
        returnsSet: false,
        returnKind: 'scalar',
      }),
    ]);
  });

  it('reloads when asked for something created after it was loaded', async () => {
    const { db } = await testDatabase();
    const cache = new CatalogCache(db, ['unit_catalog']);
    expect(await cache.relation('unit_catalog', 'later')).toBeUndefined();
    await db.exec('create table unit_catalog.later (id int)');
    await new Promise((resolve) => setTimeout(resolve, 550));
    expect((await cache.relation('unit_catalog', 'later'))?.name).toBe('later');
  });
});
