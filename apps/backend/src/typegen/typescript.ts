import type { Catalog, CatalogColumn, CatalogFunction, CatalogRelation, CatalogRelationship } from './catalog.ts';

/**
 * The catalog as TypeScript types of the shape `supabase gen types typescript` gives (postgres-meta's generator),
 * so that `createClient<Database>()` types every `from()`, `select()`, `insert()` and `rpc()`:
 * `Database[schema]['Tables'|'Views'][name]['Row'|'Insert'|'Update'|'Relationships']`, `Functions` with
 * `Args`/`Returns`, `Enums`, `CompositeTypes`, the `Json` type, the helpers `Tables<>`, `TablesInsert<>`,
 * `TablesUpdate<>`, `Enums<>`, `CompositeTypes<>` and the `Constants` object with each enum's values.
 *
 * The same mapping of Postgres types (numbers, strings, `Json`, arrays, enums by reference, `unknown` for the rest
 * such as `cidr`), the same optional and `never` members, keys in name order. Written in the Supabase CLI's style
 * (double quotes, no semicolons). Not covered: a view's relationships (PostgREST infers them from the view's
 * definition; here a view lists none) and the error members the CLI writes for ambiguous function overloads.
 */

export interface TypescriptOptions {
  /** The schema the helper types default to (`Tables<'bookings'>`). */
  defaultSchema: string;
  /** The first lines of the file (e.g. a "generated, do not edit" comment), without the trailing newline. */
  header?: string;
}

const numberTypes = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const stringTypes = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
]);
/** json, jsonb, text: an unnamed argument of these types is still callable through the API. */
const unnamedArgTypeIds = new Set([114, 3802, 25]);
const lineWidth = 80;
const indentUnit = '  ';

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Object keys are bare when every key of the object can be; otherwise all are quoted. */
function keyQuoter(keys: string[]): (key: string) => string {
  const bare = keys.every((key) => identifier.test(key));
  return (key) => (bare ? key : JSON.stringify(key));
}

/** A member of an object type: its key (with `?` when optional) and its type, on one or more lines. */
interface Member {
  key: string;
  optional?: boolean;
  type: Block;
}

/** A type as lines: one line when it fits, else several (already indented relative to the first). */
type Block = string | string[];

/**
 * An object type (or, with `value`, an object literal, whose members end with a comma), one member a line, or
 * with `inlineWhenFits` on one line when every member is one line and it fits in `width`.
 */
function objectType(
  members: Member[],
  options: { inlineWhenFits?: boolean; width?: number; value?: boolean } = {},
): Block {
  if (members.length === 0) return '{}';
  const quote = keyQuoter(members.map((member) => member.key));
  const head = (member: Member) => `${quote(member.key)}${member.optional ? '?' : ''}: `;
  if (options.inlineWhenFits && members.every((member) => typeof member.type === 'string')) {
    const inline = `{ ${members.map((member) => `${head(member)}${member.type}`).join(options.value ? ', ' : '; ')} }`;
    if (inline.length <= (options.width ?? lineWidth)) return inline;
  }
  const end = options.value ? ',' : '';
  const lines = ['{'];
  for (const member of members) {
    const type = typeof member.type === 'string' ? [member.type] : member.type;
    type.forEach((line, index) => {
      const text = index === 0 ? `${head(member)}${line}`.trimEnd() : line;
      lines.push(`${indentUnit}${text}${index === type.length - 1 ? end : ''}`);
    });
  }
  lines.push('}');
  return lines;
}

/** `{ [_ in never]: never }`: what the CLI writes for an empty group (no views, no enums...). */
const emptyGroup: Block = ['{', `${indentUnit}[_ in never]: never`, '}'];

function group(members: Member[]): Block {
  return members.length === 0 ? emptyGroup : objectType(members);
}

/** A union of blocks: one line when every alternative is one line and it fits, else one alternative a line. */
function unionType(alternatives: Block[], width: number): Block {
  if (alternatives.length === 1) return alternatives[0]!;
  if (alternatives.every((alternative) => typeof alternative === 'string')) {
    const inline = alternatives.join(' | ');
    if (inline.length <= width) return inline;
  }
  const lines: string[] = [''];
  for (const alternative of alternatives) {
    if (typeof alternative === 'string') lines.push(`${indentUnit}| ${alternative}`);
    else {
      lines.push(`${indentUnit}| ${alternative[0]}`);
      for (const line of alternative.slice(1)) lines.push(`${indentUnit}  ${line}`);
    }
  }
  return lines;
}

function tupleType(elements: Block[]): Block {
  if (elements.length === 0) return '[]';
  const lines = ['['];
  for (const element of elements) {
    const block = typeof element === 'string' ? [element] : element;
    block.forEach((line, index) => {
      lines.push(`${indentUnit}${line}${index === block.length - 1 ? ',' : ''}`);
    });
  }
  lines.push(']');
  return lines;
}

const withNull = (type: string, nullable: boolean) =>
  nullable && type !== 'unknown' && type !== 'any' ? `${type} | null` : type;

const arrayOf = (type: string) => (/[|&]/.test(type) ? `(${type})[]` : `${type}[]`);

/** The catalog indexed for rendering: what every part of the file looks things up in. */
interface Rendering {
  catalog: Catalog;
  /** The schemas the file describes. */
  included: Set<string>;
  typesById: Map<number, Catalog['types'][number]>;
  relationsById: Map<number, CatalogRelation>;
  columnsOf: Map<number, CatalogColumn[]>;
  tables: CatalogRelation[];
  views: CatalogRelation[];
  /** Functions the API can call. */
  callable: CatalogFunction[];
}

function indexCatalog(catalog: Catalog, schemas: string[]): Rendering {
  const included = new Set(schemas);
  const typesById = new Map(catalog.types.map((type) => [type.id, type]));
  const relationsById = new Map(catalog.relations.map((relation) => [relation.id, relation]));
  const columnsOf = new Map<number, CatalogColumn[]>();
  for (const column of catalog.columns) {
    const list = columnsOf.get(column.relationId) ?? [];
    list.push(column);
    columnsOf.set(column.relationId, list);
  }
  for (const list of columnsOf.values()) list.sort((a, b) => byName(a.name, b.name));
  const tables = catalog.relations.filter((relation) => relation.kind === 'table' || relation.kind === 'foreignTable');
  const views = catalog.relations.filter(
    (relation) => relation.kind === 'view' || relation.kind === 'materializedView',
  );
  // Functions the API can call: every input argument named, or unnamed ones the API can still pass (one json,
  // jsonb or text argument; or only defaulted ones of those types), or a single row-type argument (a computed field).
  const callable = catalog.functions.filter((fn) => {
    if (!included.has(fn.schema)) return false;
    const inputs = inputArgs(fn);
    if (inputs.every((arg) => arg.name !== '')) return true;
    if (inputs.every((arg) => arg.name !== '' || (arg.hasDefault && unnamedArgTypeIds.has(arg.typeId)))) return true;
    if (inputs.length !== 1) return false;
    const only = inputs[0]!;
    return unnamedArgTypeIds.has(only.typeId) || typesById.get(only.typeId)?.relationId != null;
  });
  return { catalog, included, typesById, relationsById, columnsOf, tables, views, callable };
}

const columnsOf = (r: Rendering, relation: CatalogRelation) => r.columnsOf.get(relation.id) ?? [];

/** The TypeScript type of a Postgres type named `name` (pg_type's name), seen from `schema`. */
function tsType(r: Rendering, schema: string, name: string): string {
  if (name === 'bool') return 'boolean';
  if (numberTypes.has(name)) return 'number';
  if (stringTypes.has(name)) return 'string';
  if (name === 'json' || name === 'jsonb') return 'Json';
  if (name === 'void') return 'undefined';
  if (name === 'record') return 'Record<string, unknown>';
  if (name.startsWith('_')) return arrayOf(tsType(r, schema, name.slice(1)));
  const pick = <T extends { schema: string }>(candidates: T[]) =>
    candidates.find((candidate) => candidate.schema === schema) ?? candidates[0];
  const enumType = pick(r.catalog.types.filter((type) => type.name === name && type.enums.length > 0));
  if (enumType) {
    return r.included.has(enumType.schema)
      ? `Database[${JSON.stringify(enumType.schema)}]["Enums"][${JSON.stringify(enumType.name)}]`
      : enumType.enums.map((label) => JSON.stringify(label)).join(' | ');
  }
  const composite = pick(r.catalog.types.filter((type) => type.name === name && type.attributes.length > 0));
  if (composite) {
    return r.included.has(composite.schema)
      ? `Database[${JSON.stringify(composite.schema)}]["CompositeTypes"][${JSON.stringify(composite.name)}]`
      : 'unknown';
  }
  const table = pick(r.tables.filter((relation) => relation.name === name && r.included.has(relation.schema)));
  if (table) return `Database[${JSON.stringify(table.schema)}]["Tables"][${JSON.stringify(table.name)}]["Row"]`;
  const view = pick(r.views.filter((relation) => relation.name === name && r.included.has(relation.schema)));
  if (view) return `Database[${JSON.stringify(view.schema)}]["Views"][${JSON.stringify(view.name)}]["Row"]`;
  return 'unknown';
}

function tsTypeOfId(r: Rendering, schema: string, id: number) {
  const type = r.typesById.get(id);
  return type ? tsType(r, schema, type.name) : 'unknown';
}

/** A column in an insert (optional when the database can fill it) or an update (always optional). */
function writeMember(r: Rendering, schema: string, column: CatalogColumn, purpose: 'insert' | 'update'): Member {
  if (column.identityGeneration === 'ALWAYS') return { key: column.name, optional: true, type: 'never' };
  const optional = purpose === 'update' || column.isNullable || column.isIdentity || column.defaultValue !== null;
  return { key: column.name, optional, type: withNull(tsType(r, schema, column.format), column.isNullable) };
}

const rowMembers = (r: Rendering, schema: string, relation: CatalogRelation): Member[] =>
  columnsOf(r, relation).map((column) => ({
    key: column.name,
    type: withNull(tsType(r, schema, column.format), column.isNullable),
  }));

/** What a function returns: the columns of `returns table (...)`, a relation's row, or a type. */
function returnsOf(r: Rendering, schema: string, fn: CatalogFunction): Block {
  const tableArgs = fn.args.filter((arg) => arg.mode === 'table');
  if (tableArgs.length > 0) {
    return objectType(
      [...tableArgs]
        .sort((a, b) => byName(a.name, b.name))
        .map((arg) => ({ key: arg.name, type: tsTypeOfId(r, schema, arg.typeId) })),
    );
  }
  const relation = fn.returnTypeRelationId === null ? undefined : r.relationsById.get(fn.returnTypeRelationId);
  if (relation && relation.schema === schema) return objectType(rowMembers(r, schema, relation));
  return tsTypeOfId(r, schema, fn.returnTypeId);
}

/** The relation a function's rows can be embedded from (`SetofOptions`), if it returns a table's or view's row. */
function returnedRelationName(r: Rendering, fn: CatalogFunction): string | null {
  if (fn.returnTypeRelationId === null) return null;
  const relation = r.relationsById.get(fn.returnTypeRelationId);
  if (relation) return relation.name;
  return r.typesById.get(fn.returnTypeId)?.name ?? null;
}

function signature(r: Rendering, schema: string, fn: CatalogFunction, width: number): Block {
  const inputs = inputArgs(fn).sort((a, b) => byName(a.name, b.name));
  const args: Block =
    inputs.length === 0
      ? 'never'
      : objectType(
          inputs.map((arg) => ({ key: arg.name, optional: arg.hasDefault, type: tsTypeOfId(r, schema, arg.typeId) })),
          { inlineWhenFits: true, width: width - 'Args: '.length - indentUnit.length },
        );
  const relationName = returnedRelationName(r, fn);
  const manyRows = fn.rows !== null && fn.rows > 1;
  // A set-returning function estimated at one row that returns a relation's row gives one object.
  const collapses = !manyRows && relationName !== null;
  let returns = returnsOf(r, schema, fn);
  if (fn.isSetReturning && !collapses) {
    returns = typeof returns === 'string' ? arrayOf(returns) : [...returns.slice(0, -1), `${returns.at(-1)}[]`];
  }
  const members: Member[] = [
    { key: 'Args', type: args },
    { key: 'Returns', type: returns },
  ];
  if (relationName !== null) {
    members.push({
      key: 'SetofOptions',
      type: objectType([
        { key: 'from', type: '"*"' },
        { key: 'to', type: JSON.stringify(relationName) },
        { key: 'isOneToOne', type: String(!manyRows) },
        { key: 'isSetofReturn', type: String(fn.isSetReturning) },
      ]),
    });
  }
  return objectType(members, { inlineWhenFits: true, width });
}

function relationshipsOf(r: Rendering, relation: CatalogRelation): Block {
  const list = r.catalog.relationships
    .filter(
      (fk) => fk.schema === relation.schema && fk.relation === relation.name && fk.referencedSchema === relation.schema,
    )
    .sort(
      (a, b) =>
        byName(a.foreignKeyName, b.foreignKeyName) ||
        byName(a.referencedRelation, b.referencedRelation) ||
        byName(JSON.stringify(a.referencedColumns), JSON.stringify(b.referencedColumns)),
    );
  return tupleType(list.map(relationshipType));
}

/** Functions taking a relation's row, which PostgREST serves as computed columns of that relation. */
const computedFields = (r: Rendering, schema: string, relation: CatalogRelation): Member[] =>
  r.callable
    .filter((fn) => fn.schema === schema && fn.argumentTypes === relation.name)
    .map((fn) => {
      const returns = returnsOf(r, schema, fn);
      return { key: fn.name, type: typeof returns === 'string' ? withNull(returns, true) : returns };
    });

function tableMembers(r: Rendering, schema: string): Member[] {
  return r.tables
    .filter((table) => table.schema === schema)
    .sort((a, b) => byName(a.name, b.name))
    .map(
      (table): Member => ({
        key: table.name,
        type: objectType([
          { key: 'Row', type: objectType([...rowMembers(r, schema, table), ...computedFields(r, schema, table)]) },
          {
            key: 'Insert',
            type: objectType(columnsOf(r, table).map((column) => writeMember(r, schema, column, 'insert'))),
          },
          {
            key: 'Update',
            type: objectType(columnsOf(r, table).map((column) => writeMember(r, schema, column, 'update'))),
          },
          { key: 'Relationships', type: relationshipsOf(r, table) },
        ]),
      }),
    );
}

function viewMembers(r: Rendering, schema: string): Member[] {
  return r.views
    .filter((view) => view.schema === schema)
    .sort((a, b) => byName(a.name, b.name))
    .map((view): Member => {
      const members: Member[] = [
        { key: 'Row', type: objectType([...rowMembers(r, schema, view), ...computedFields(r, schema, view)]) },
      ];
      if (view.isUpdatable) {
        const writable = columnsOf(r, view).map(
          (column): Member =>
            column.isUpdatable
              ? { key: column.name, optional: true, type: withNull(tsType(r, schema, column.format), true) }
              : { key: column.name, optional: true, type: 'never' },
        );
        members.push({ key: 'Insert', type: objectType(writable) }, { key: 'Update', type: objectType(writable) });
      }
      members.push({ key: 'Relationships', type: '[]' });
      return { key: view.name, type: objectType(members) };
    });
}

function functionMembers(r: Rendering, schema: string): Member[] {
  const byFunctionName = new Map<string, CatalogFunction[]>();
  for (const fn of r.callable
    .filter((candidate) => candidate.schema === schema)
    .sort((a, b) => byName(a.name, b.name))) {
    const list = byFunctionName.get(fn.name) ?? [];
    list.push(fn);
    byFunctionName.set(fn.name, list);
  }
  // Functions sit at depth 3 (schema, Functions, name): the width left for a one-line signature.
  const functionWidth = lineWidth - 3 * indentUnit.length;
  return [...byFunctionName].map(([name, overloads]): Member => {
    const sorted = [...overloads].sort(
      (a, b) => byName(a.argumentTypes, b.argumentTypes) || byName(a.returnType, b.returnType),
    );
    const width = functionWidth - name.length - 2;
    return {
      key: name,
      type: unionType(
        sorted.map((fn) => signature(r, schema, fn, width)),
        width,
      ),
    };
  });
}

const enumsOf = (r: Rendering, schema: string) =>
  r.catalog.types
    .filter((type) => type.schema === schema && type.enums.length > 0)
    .sort((a, b) => byName(a.name, b.name));

function enumMembers(r: Rendering, schema: string): Member[] {
  return enumsOf(r, schema).map(
    (type): Member => ({
      key: type.name,
      type: unionType(
        type.enums.map((label) => JSON.stringify(label)),
        lineWidth - 3 * indentUnit.length - type.name.length - 2,
      ),
    }),
  );
}

function compositeMembers(r: Rendering, schema: string): Member[] {
  return r.catalog.types
    .filter((type) => type.schema === schema && type.attributes.length > 0)
    .sort((a, b) => byName(a.name, b.name))
    .map(
      (type): Member => ({
        key: type.name,
        type: objectType(
          type.attributes.map((attribute) => ({
            key: attribute.name,
            type: withNull(tsTypeOfId(r, schema, attribute.typeId), true),
          })),
        ),
      }),
    );
}

function schemaType(r: Rendering, schema: string): Block {
  return objectType([
    { key: 'Tables', type: group(tableMembers(r, schema)) },
    { key: 'Views', type: group(viewMembers(r, schema)) },
    { key: 'Functions', type: group(functionMembers(r, schema)) },
    { key: 'Enums', type: group(enumMembers(r, schema)) },
    { key: 'CompositeTypes', type: group(compositeMembers(r, schema)) },
  ]);
}

/** `Constants`: each schema's enums as arrays of their values. */
function constantsValue(r: Rendering, schemas: string[]): Block {
  return objectType(
    schemas.map((schema) => ({
      key: schema,
      type: objectType(
        [
          {
            key: 'Enums',
            type: objectType(
              enumsOf(r, schema).map((type) => ({ key: type.name, type: stringTuple(type.enums) })),
              { value: true },
            ),
          },
        ],
        { value: true },
      ),
    })),
    { value: true },
  );
}

export function renderTypescript(catalog: Catalog, options: TypescriptOptions): string {
  const schemas = [...catalog.schemas].sort(byName);
  const r = indexCatalog(catalog, schemas);
  const database = objectType(schemas.map((schema) => ({ key: schema, type: schemaType(r, schema) })));
  const constants = constantsValue(r, schemas);

  const parts = [
    ...(options.header ? [options.header, ''] : []),
    'export type Json =',
    '  | string',
    '  | number',
    '  | boolean',
    '  | null',
    '  | { [key: string]: Json | undefined }',
    '  | Json[]',
    '',
    ...lines(`export type Database = `, database),
    '',
    ...helperTypes(options.defaultSchema),
    '',
    ...lines('export const Constants = ', constants).map((line, index, all) =>
      index === all.length - 1 ? `${line} as const` : line,
    ),
  ];
  return `${parts.join('\n')}\n`;
}

function inputArgs(fn: CatalogFunction) {
  return fn.args.filter((arg) => arg.mode === 'in' || arg.mode === 'inout' || arg.mode === 'variadic');
}

function relationshipType(fk: CatalogRelationship): Block {
  return objectType([
    { key: 'foreignKeyName', type: JSON.stringify(fk.foreignKeyName) },
    { key: 'columns', type: stringTuple(fk.columns) },
    { key: 'isOneToOne', type: String(fk.isOneToOne) },
    { key: 'referencedRelation', type: JSON.stringify(fk.referencedRelation) },
    { key: 'referencedColumns', type: stringTuple(fk.referencedColumns) },
  ]);
}

const stringTuple = (values: string[]) => `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;

function lines(prefix: string, block: Block): string[] {
  if (typeof block === 'string') return [`${prefix}${block}`];
  return [`${prefix}${block[0]}`, ...block.slice(1)];
}

/**
 * `Tables<'bookings'>` (a table's or view's row), `TablesInsert<>`, `TablesUpdate<>`, `Enums<>`, `CompositeTypes<>`:
 * a name in the default schema, or `{ schema }` and a name in another, as in the Supabase CLI's file. Each helper
 * picks from one group of a schema (`group` of a schema expression) what `pick` says of the named entry.
 */
function helperTypes(defaultSchema: string): string[] {
  const helper = (
    doc: string,
    name: string,
    group: (schema: string) => string,
    pick: (group: string, name: string) => string,
  ) => [
    '',
    `/** ${doc} */`,
    `export type ${name}<`,
    `  NameOrOptions extends keyof ${group('DefaultSchema')} | { schema: SchemaName },`,
    '  Name extends NameOrOptions extends { schema: infer Schema extends SchemaName }',
    `    ? keyof ${group('Database[Schema]')}`,
    '    : never = never,',
    '> = NameOrOptions extends { schema: infer Schema extends SchemaName }',
    `  ? ${pick(group('Database[Schema]'), 'Name')}`,
    `  : ${pick(group('DefaultSchema'), 'NameOrOptions')}`,
  ];
  const tablesAndViews = (schema: string) => `(${schema}["Tables"] & ${schema}["Views"])`;
  const member = (key: string) => (schema: string) => `${schema}[${JSON.stringify(key)}]`;
  const part = (key: string) => (group: string, name: string) => `Part<${group}, ${name}, ${JSON.stringify(key)}>`;
  const entry = (group: string, name: string) => `Entry<${group}, ${name}>`;
  return [
    'type SchemaName = keyof Database',
    `type DefaultSchema = Database[${JSON.stringify(defaultSchema)}]`,
    'type Entry<Group, Name> = Name extends keyof Group ? Group[Name] : never',
    'type Part<Group, Name, Key extends string> = Entry<Group, Name> extends Record<Key, infer Type> ? Type : never',
    ...helper(
      'The row of a table or view: `Tables<"bookings">`, or `Tables<{ schema: "other" }, "name">`.',
      'Tables',
      tablesAndViews,
      part('Row'),
    ),
    ...helper('What an insert into a table takes.', 'TablesInsert', member('Tables'), part('Insert')),
    ...helper('What an update of a table takes.', 'TablesUpdate', member('Tables'), part('Update')),
    ...helper("An enum's values as a union.", 'Enums', member('Enums'), entry),
    ...helper("A composite type's fields.", 'CompositeTypes', member('CompositeTypes'), entry),
  ];
}
