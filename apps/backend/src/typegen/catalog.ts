import type { Database } from '../engines/database.ts';

/**
 * What the type generator reads from the database's catalog: the facts `supabase gen types typescript` gets from
 * postgres-meta (tables, views, columns, foreign keys, functions, types), as plain data. Read as the database
 * owner, so privileges do not hide anything; row level security does not apply to the catalog.
 */

export interface CatalogRelation {
  id: number;
  schema: string;
  name: string;
  kind: 'table' | 'view' | 'materializedView' | 'foreignTable';
  /** Views only: PostgreSQL can insert into and update it (a simple view). */
  isUpdatable: boolean;
}

export interface CatalogColumn {
  relationId: number;
  name: string;
  /** The type's name as pg_type has it (`int8`, `timestamptz`, `_text` for text[]); a domain's base type. */
  format: string;
  isNullable: boolean;
  isIdentity: boolean;
  identityGeneration: 'ALWAYS' | 'BY DEFAULT' | null;
  defaultValue: string | null;
  /** Tables always; views and foreign tables where PostgreSQL can write the column. */
  isUpdatable: boolean;
}

export interface CatalogRelationship {
  foreignKeyName: string;
  schema: string;
  relation: string;
  columns: string[];
  referencedSchema: string;
  referencedRelation: string;
  referencedColumns: string[];
  /** The referencing columns are the table's primary key or a unique key: at most one row per referenced row. */
  isOneToOne: boolean;
}

export interface CatalogFunctionArg {
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table';
  /** '' for an unnamed argument. */
  name: string;
  typeId: number;
  hasDefault: boolean;
}

export interface CatalogFunction {
  schema: string;
  name: string;
  args: CatalogFunctionArg[];
  /** `pg_get_function_arguments`, e.g. `_user_id uuid, _role app_role`. */
  argumentTypes: string;
  /** `pg_get_function_result`, e.g. `boolean`, `SETOF bookings`, `TABLE(id uuid)`. */
  returnType: string;
  returnTypeId: number;
  /** The relation whose row type the function returns, if any. */
  returnTypeRelationId: number | null;
  isSetReturning: boolean;
  /** The planner's row estimate of a set-returning function (`rows 1`). */
  rows: number | null;
}

export interface CatalogType {
  id: number;
  schema: string;
  name: string;
  /** An enum's labels in order; empty for other types. */
  enums: string[];
  /** A composite type's attributes (not a table's row type); empty for other types. */
  attributes: { name: string; typeId: number }[];
  /** The relation of a row type (a table's, a view's or a composite type's). */
  relationId: number | null;
}

export interface Catalog {
  /** The schemas asked for that exist, by name. */
  schemas: string[];
  relations: CatalogRelation[];
  columns: CatalogColumn[];
  relationships: CatalogRelationship[];
  functions: CatalogFunction[];
  /** Every type of the database (the generator names enums and composites of any schema by their name). */
  types: CatalogType[];
}

const relationKinds: Record<string, CatalogRelation['kind']> = {
  r: 'table',
  p: 'table',
  v: 'view',
  m: 'materializedView',
  f: 'foreignTable',
};

const argModes: Record<string, CatalogFunctionArg['mode']> = {
  i: 'in',
  o: 'out',
  b: 'inout',
  v: 'variadic',
  t: 'table',
};

/** Tables, views, materialised views and foreign tables. */
async function readRelations(db: Database, names: string[][]): Promise<Catalog['relations']> {
  const relations = await db.query<{ id: number; schema: string; name: string; kind: string; is_updatable: boolean }>(
    `select c.oid::int as id, n.nspname as schema, c.relname as name, c.relkind::text as kind,
            (c.relkind = 'v' and pg_relation_is_updatable(c.oid, false) & 20 = 20) as is_updatable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    names,
  );
  return relations.rows.map((row) => ({
    id: row.id,
    schema: row.schema,
    name: row.name,
    kind: relationKinds[row.kind]!,
    isUpdatable: row.is_updatable,
  }));
}

/** The columns of those relations, with what an insert or update may leave out. */
async function readColumns(db: Database, names: string[][]): Promise<Catalog['columns']> {
  const columns = await db.query<{
    relation_id: number;
    name: string;
    format: string;
    is_nullable: boolean;
    identity: string;
    default_value: string | null;
    is_updatable: boolean;
  }>(
    `select c.oid::int as relation_id, a.attname as name, coalesce(bt.typname, t.typname)::text as format,
            not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as is_nullable,
            a.attidentity::text as identity,
            case when a.atthasdef then pg_get_expr(d.adbin, d.adrelid) end as default_value,
            (c.relkind in ('r', 'p')
             or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false))) as is_updatable
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'v', 'm', 'f')
        and a.attnum > 0 and not a.attisdropped`,
    names,
  );
  return columns.rows.map((row) => ({
    relationId: row.relation_id,
    name: row.name,
    format: row.format,
    isNullable: row.is_nullable,
    isIdentity: row.identity === 'a' || row.identity === 'd',
    identityGeneration: row.identity === 'a' ? 'ALWAYS' : row.identity === 'd' ? 'BY DEFAULT' : null,
    defaultValue: row.default_value,
    isUpdatable: row.is_updatable,
  }));
}

async function readRelationships(db: Database, names: string[][]): Promise<Catalog['relationships']> {
  // A foreign key is one-to-one when its columns are also the table's primary key or one of its unique keys.
  const relationships = await db.query<{
    foreign_key_name: string;
    schema: string;
    relation: string;
    columns: string[];
    referenced_schema: string;
    referenced_relation: string;
    referenced_columns: string[];
    is_one_to_one: boolean;
  }>(
    `select con.conname as foreign_key_name, n.nspname as schema, c.relname as relation,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns,
            rn.nspname as referenced_schema, rc.relname as referenced_relation,
            array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord)
              as referenced_columns,
            exists (select 1 from pg_constraint u
                     where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                       and (select array_agg(x order by x) from unnest(u.conkey) x)
                         = (select array_agg(x order by x) from unnest(con.conkey) x)) as is_one_to_one
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid
       join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and con.conparentid = 0 and n.nspname = any($1::text[])`,
    names,
  );
  return relationships.rows.map((row) => ({
    foreignKeyName: row.foreign_key_name,
    schema: row.schema,
    relation: row.relation,
    columns: row.columns,
    referencedSchema: row.referenced_schema,
    referencedRelation: row.referenced_relation,
    referencedColumns: row.referenced_columns,
    isOneToOne: row.is_one_to_one,
  }));
}

/** The functions the data API can call, with their arguments in order. */
async function readFunctions(db: Database, names: string[][]): Promise<Catalog['functions']> {
  // Trigger functions are not callable through the API, so the generator leaves them out.
  const functions = await db.query<{
    schema: string;
    name: string;
    arg_modes: string[];
    arg_names: string[];
    arg_types: number[];
    ndefaults: number;
    nargs: number;
    argument_types: string;
    return_type: string;
    return_type_id: number;
    return_type_relation_id: number | null;
    is_set_returning: boolean;
    rows: number | null;
  }>(
    `select n.nspname as schema, p.proname as name,
            coalesce(p.proargmodes::text[],
                     array_fill('i'::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes))])) as arg_modes,
            coalesce(p.proargnames,
                     array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes))])) as arg_names,
            coalesce(p.proallargtypes::int[], p.proargtypes::oid[]::int[]) as arg_types,
            p.pronargdefaults::int as ndefaults, p.pronargs::int as nargs,
            pg_get_function_arguments(p.oid) as argument_types, pg_get_function_result(p.oid) as return_type,
            p.prorettype::int as return_type_id, nullif(rt.typrelid, 0)::int as return_type_relation_id,
            p.proretset as is_set_returning,
            case when p.proretset then nullif(p.prorows, 0)::float8 end as rows
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = any($1::text[]) and p.prokind = 'f'
        and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`,
    names,
  );
  return functions.rows.map((row) => {
    // The last `ndefaults` of the input arguments have defaults.
    let inputsLeft = row.nargs;
    const args = row.arg_modes.map((code, index): CatalogFunctionArg => {
      const mode = argModes[code] ?? 'in';
      const isInput = mode === 'in' || mode === 'inout' || mode === 'variadic';
      if (isInput) inputsLeft--;
      return {
        mode,
        name: row.arg_names[index] ?? '',
        typeId: row.arg_types[index]!,
        hasDefault: isInput && inputsLeft < row.ndefaults,
      };
    });
    return {
      schema: row.schema,
      name: row.name,
      args,
      argumentTypes: row.argument_types,
      returnType: row.return_type,
      returnTypeId: row.return_type_id,
      returnTypeRelationId: row.return_type_relation_id,
      isSetReturning: row.is_set_returning,
      rows: row.rows,
    };
  });
}

/** Every type of the database, whatever its schema (the generator names enums and composites by their name). */
async function readTypes(db: Database): Promise<Catalog['types']> {
  const types = await db.query<{
    id: number;
    schema: string;
    name: string;
    enums: string[] | null;
    attributes: { name: string; typeId: number }[] | null;
    relation_id: number | null;
  }>(
    `select t.oid::int as id, n.nspname as schema, t.typname::text as name,
            (select array_agg(e.enumlabel::text order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid)
              as enums,
            (select json_agg(json_build_object('name', a.attname, 'typeId', a.atttypid::int) order by a.attnum)
               from pg_class c join pg_attribute a on a.attrelid = c.oid
              where c.oid = t.typrelid and c.relkind = 'c' and a.attnum > 0 and not a.attisdropped) as attributes,
            nullif(t.typrelid, 0)::int as relation_id
       from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
  );
  return types.rows.map((row) => ({
    id: row.id,
    schema: row.schema,
    name: row.name,
    enums: row.enums ?? [],
    attributes: row.attributes ?? [],
    relationId: row.relation_id,
  }));
}

/** Reads the catalog of `schemas` (those that exist; others are left out, as the Supabase CLI does). */
export async function readCatalog(db: Database, schemas: string[]): Promise<Catalog> {
  const names = [schemas];
  const found = await db.query<{ name: string }>(
    'select nspname as name from pg_namespace where nspname = any($1::text[]) order by nspname',
    names,
  );
  return {
    schemas: found.rows.map((row) => row.name),
    relations: await readRelations(db, names),
    columns: await readColumns(db, names),
    relationships: await readRelationships(db, names),
    functions: await readFunctions(db, names),
    types: await readTypes(db),
  };
}
