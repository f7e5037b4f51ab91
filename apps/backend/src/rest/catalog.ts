import type { Database } from '../engines/database.ts';

/**
 * PostgREST's schema cache: the tables, views and functions of the exposed schemas, read from the catalog.
 * Every identifier in a request is looked up here before it reaches SQL.
 */

export interface Column {
  name: string;
  /** `format_type()` of the column: a catalog string, safe to splice into SQL. */
  type: string;
  generated: boolean;
}

export interface Relation {
  schema: string;
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface RoutineInfo {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returnType: string;
  /** 'void' | 'scalar' | 'composite' (a row type or `returns table`). */
  returnKind: 'void' | 'scalar' | 'composite';
  /** Output column names of a composite result; for a scalar set, the function's name. */
  outColumns: string[];
}

export interface Catalog {
  relations: Map<string, Relation>;
  routines: Map<string, RoutineInfo[]>;
}

const key = (schema: string, name: string) => `${schema}.${name}`;

export async function loadCatalog(db: Database, schemas: string[]): Promise<Catalog> {
  const schemaList = `{${schemas.map((schema) => `"${schema.replaceAll('"', '\\"')}"`).join(',')}}`;
  const relations = await db.query<{
    schema: string;
    name: string;
    columns: { name: string; type: string; generated: boolean }[];
    pk: string[] | null;
  }>(
    `select n.nspname as schema, c.relname as name,
       coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
                                                   'generated', a.attgenerated <> '') order by a.attnum)
                 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
       (select array_agg(a.attname::text order by k.ord)
          from pg_constraint con
          cross join lateral unnest(con.conkey) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
          where con.conrelid = c.oid and con.contype = 'p') as pk
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [schemaList],
  );
  const routines = await db.query<{
    schema: string;
    name: string;
    returns_set: boolean;
    return_type: string;
    return_typtype: string;
    return_columns: string[] | null;
    nargs: number;
    ndefaults: number;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    all_arg_types: string[];
    in_arg_types: string[];
  }>(
    `select n.nspname as schema, p.proname as name, p.proretset as returns_set,
       format_type(p.prorettype, null) as return_type, t.typtype::text as return_typtype,
       (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
          where t.typrelid <> 0 and a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) as return_columns,
       p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults,
       p.proargnames::text[] as arg_names, p.proargmodes::text[] as arg_modes,
       coalesce((select array_agg(format_type(x.oid, null) order by x.ord)
                 from unnest(p.proallargtypes) with ordinality as x(oid, ord)), '{}') as all_arg_types,
       coalesce((select array_agg(format_type(x.oid, null) order by x.ord)
                 from unnest(p.proargtypes::oid[]) with ordinality as x(oid, ord)), '{}') as in_arg_types
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type t on t.oid = p.prorettype
     where n.nspname = any($1::text[]) and p.prokind = 'f'
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`,
    [schemaList],
  );

  const catalog: Catalog = { relations: new Map(), routines: new Map() };
  for (const row of relations.rows) {
    catalog.relations.set(key(row.schema, row.name), {
      schema: row.schema,
      name: row.name,
      columns: new Map(row.columns.map((column) => [column.name, column])),
      primaryKey: row.pk ?? [],
    });
  }
  for (const row of routines.rows) {
    const names = row.arg_names ?? [];
    const modes = row.arg_modes;
    const args: FunctionArg[] = [];
    const outColumns: string[] = [];
    if (modes === null) {
      row.in_arg_types.forEach((type, index) => {
        args.push({ name: names[index] ?? '', type, hasDefault: index >= row.nargs - row.ndefaults });
      });
    } else {
      let inIndex = 0;
      modes.forEach((mode, index) => {
        if (mode === 'i' || mode === 'b' || mode === 'v') {
          args.push({
            name: names[index] ?? '',
            type: row.all_arg_types[index] ?? 'text',
            hasDefault: inIndex >= row.nargs - row.ndefaults,
          });
          inIndex++;
        }
        if (mode === 'o' || mode === 'b' || mode === 't') outColumns.push(names[index] ?? '');
      });
    }
    let returnKind: RoutineInfo['returnKind'] = 'scalar';
    if (row.return_type === 'void') returnKind = 'void';
    else if (row.return_typtype === 'c' || (row.return_type === 'record' && outColumns.length > 0)) {
      returnKind = 'composite';
      if (outColumns.length === 0) outColumns.push(...(row.return_columns ?? []));
    }
    if (returnKind === 'scalar') outColumns.splice(0, outColumns.length, row.name);
    const info: RoutineInfo = {
      schema: row.schema,
      name: row.name,
      args,
      returnsSet: row.returns_set,
      returnType: row.return_type,
      returnKind,
      outColumns,
    };
    const list = catalog.routines.get(key(row.schema, row.name)) ?? [];
    list.push(info);
    catalog.routines.set(key(row.schema, row.name), list);
  }
  return catalog;
}

/**
 * The catalog, loaded on first use and reloaded when a request names something it does not know (a table
 * created after start-up), at most every half second.
 */
export class CatalogCache {
  #catalog: Catalog | undefined;
  #loadedAt = 0;
  #loading: Promise<Catalog> | undefined;

  constructor(
    private readonly db: Database,
    readonly schemas: string[],
  ) {}

  async get(): Promise<Catalog> {
    if (this.#catalog) return this.#catalog;
    return this.reload();
  }

  async reload(): Promise<Catalog> {
    this.#loading ??= loadCatalog(this.db, this.schemas).then(
      (catalog) => {
        this.#catalog = catalog;
        this.#loadedAt = Date.now();
        this.#loading = undefined;
        return catalog;
      },
      (error) => {
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }

  async relation(schema: string, name: string): Promise<Relation | undefined> {
    const found = (await this.get()).relations.get(key(schema, name));
    if (found || Date.now() - this.#loadedAt < 500) return found;
    return (await this.reload()).relations.get(key(schema, name));
  }

  async routines(schema: string, name: string): Promise<RoutineInfo[]> {
    const found = (await this.get()).routines.get(key(schema, name));
    if (found || Date.now() - this.#loadedAt < 500) return found ?? [];
    return (await this.reload()).routines.get(key(schema, name)) ?? [];
  }
}
