import { describe, expect, it } from 'vitest';
import { parseField, parseFilterExpression, parseLogicTree, parseOrder, parseSelect } from './grammar.ts';
import { conditionSql, orderSql, Params, returningSql, type Source, selectSql, whereSql } from './sql.ts';

const source: Source = {
  label: 'probe',
  columns: new Map([
    ['id', { type: 'integer' }],
    ['name', { type: 'text' }],
    ['data', { type: 'jsonb' }],
    ['doc', { type: 'tsvector' }],
  ]),
};

describe('SQL fragments', () => {
  it('quotes identifiers and binds every value, JSON path keys included', () => {
    const params = new Params();
    const sql = selectSql(parseSelect('id,label:name,kind:data->>kind,data->0,id::text'), source, 't', params);
    expect(sql).toBe(
      't."id" as "id", t."name" as "label", t."data"->>$1::text as "kind", t."data"->$2::int as "0", (t."id")::text as "id"',
    );
    expect(params.values).toEqual(['kind', '0']);
  });

  it('turns filters into bound comparisons; like patterns take * for %', () => {
    const params = new Params();
    const where = whereSql(
      [
        parseFilterExpression(parseField('name'), 'ilike.*lph*'),
        parseFilterExpression(parseField('id'), 'in.(1,2,"3")'),
        parseFilterExpression(parseField('id'), 'not.is.null'),
        parseFilterExpression(parseField('name'), 'eq(any).{a,b}'),
      ],
      source,
      't',
      params,
    );
    expect(where).toBe(
      ' where t."name" ilike $1 and t."id" in ($2, $3, $4) and not (t."id" is null) and t."name" = any($5)',
    );
    expect(params.values).toEqual(['%lph%', '1', '2', '3', '{a,b}']);
  });

  it('nests logic trees and uses a tsvector column as it is', () => {
    const params = new Params();
    const tree = parseLogicTree('or', true, '(id.eq.1,and(name.eq.b,doc.fts(english).word))');
    expect(conditionSql(tree, source, 't', params)).toBe(
      'not (t."id" = $1 or (t."name" = $2 and t."doc" @@ to_tsquery($3::regconfig, $4)))',
    );
  });

  it('returns only the selected columns from a write (all of them for *)', () => {
    expect(returningSql(parseSelect('id,n:data->n,id::text'), source, 't')).toBe('t."id", t."data"');
    expect(returningSql(parseSelect('id,*'), source, 't')).toBe('t.*');
    expect(() => returningSql(parseSelect('secret'), source, 't')).toThrow('column probe.secret does not exist');
  });

  it('refuses a column the source does not have (42703) and orders with nulls', () => {
    expect(() => whereSql([parseFilterExpression(parseField('secret'), 'eq.1')], source, 't', new Params())).toThrow(
      'column probe.secret does not exist',
    );
    expect(orderSql(parseOrder('name.desc.nullslast,id'), source, 't', new Params())).toBe(
      't."name" desc nulls last, t."id"',
    );
  });
});
