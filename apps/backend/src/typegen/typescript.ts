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

export function renderTypescript(catalog: Catalog, options: TypescriptOptions): string {
  const schemas = [...catalog.schemas].sort(byName);
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
  const columns = (relation: CatalogRelation) => columnsOf.get(relation.id) ?? [];
  const tables = catalog.relations.filter((relation) => relation.kind === 'table' || relation.kind === 'foreignTable');
  const views = catalog.relations.filter(
    (relation) => relation.kind === 'view' || relation.kind === 'materializedView',
  );

  /** The TypeScript type of a Postgres type named `name` (pg_type's name), seen from `schema`. */
  function tsType(schema: string, name: string): string {
    if (name === 'bool') return 'boolean';
    if (numberTypes.has(name)) return 'number';
    if (stringTypes.has(name)) return 'string';
    if (name === 'json' || name === 'jsonb') return 'Json';
    if (name === 'void') return 'undefined';
    if (name === 'record') return 'Record<string, unknown>';
    if (name.startsWith('_')) return arrayOf(tsType(schema, name.slice(1)));
    const pick = <T extends { schema: string }>(candidates: T[]) =>
      candidates.find((candidate) => candidate.schema === schema) ?? candidates[0];
    const enumType = pick(catalog.types.filter((type) => type.name === name && type.enums.length > 0));
    if (enumType) {
      return included.has(enumType.schema)
        ? `Database[${JSON.stringify(enumType.schema)}]["Enums"][${JSON.stringify(enumType.name)}]`
        : enumType.enums.map((label) => JSON.stringify(label)).join(' | ');
    }
    const composite = pick(catalog.types.filter((type) => type.name === name && type.attributes.length > 0));
    if (composite) {
      return included.has(composite.schema)
        ? `Database[${JSON.stringify(composite.schema)}]["CompositeTypes"][${JSON.stringify(composite.name)}]`
        : 'unknown';
    }
    const table = pick(tables.filter((relation) => relation.name === name && included.has(relation.schema)));
    if (table) return `Database[${JSON.stringify(table.schema)}]["Tables"][${JSON.stringify(table.name)}]["Row"]`;
    const view = pick(views.filter((relation) => relation.name === name && included.has(relation.schema)));
    if (view) return `Database[${JSON.stringify(view.schema)}]["Views"][${JSON.stringify(view.name)}]["Row"]`;
    return 'unknown';
  }

  const tsTypeOfId = (schema: string, id: number) => {
    const type = typesById.get(id);
    return type ? tsType(schema, type.name) : 'unknown';
  };

  /** A column in an insert (optional when the database can fill it) or an update (always optional). */
  function writeMember(schema: string, column: CatalogColumn, purpose: 'insert' | 'update'): Member {
    if (column.identityGeneration === 'ALWAYS') return { key: column.name, optional: true, type: 'never' };
    const optional = purpose === 'update' || column.isNullable || column.isIdentity || column.defaultValue !== null;
    return { key: column.name, optional, type: withNull(tsType(schema, column.format), column.isNullable) };
  }

  const rowMembers = (schema: string, relation: CatalogRelation): Member[] =>
    columns(relation).map((column) => ({
      key: column.name,
      type: withNull(tsType(schema, column.format), column.isNullable),
    }));

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

  /** What a function returns: the columns of `returns table (...)`, a relation's row, or a type. */
  function returnsOf(schema: string, fn: CatalogFunction): Block {
    const tableArgs = fn.args.filter((arg) => arg.mode === 'table');
    if (tableArgs.length > 0) {
      return objectType(
        [...tableArgs]
          .sort((a, b) => byName(a.name, b.name))
          .map((arg) => ({ key: arg.name, type: tsTypeOfId(schema, arg.typeId) })),
      );
    }
    const relation = fn.returnTypeRelationId === null ? undefined : relationsById.get(fn.returnTypeRelationId);
    if (relation && relation.schema === schema) return objectType(rowMembers(schema, relation));
    return tsTypeOfId(schema, fn.returnTypeId);
  }

  /** The relation a function's rows can be embedded from (`SetofOptions`), if it returns a table's or view's row. */
  function returnedRelationName(fn: CatalogFunction): string | null {
    if (fn.returnTypeRelationId === null) return null;
    const relation = relationsById.get(fn.returnTypeRelationId);
    if (relation) return relation.name;
    return typesById.get(fn.returnTypeId)?.name ?? null;
  }

  function signature(schema: string, fn: CatalogFunction, width: number): Block {
    const inputs = inputArgs(fn).sort((a, b) => byName(a.name, b.name));
    const args: Block =
      inputs.length === 0
        ? 'never'
        : objectType(
            inputs.map((arg) => ({ key: arg.name, optional: arg.hasDefault, type: tsTypeOfId(schema, arg.typeId) })),
            { inlineWhenFits: true, width: width - 'Args: '.length - indentUnit.length },
          );
    const relationName = returnedRelationName(fn);
    const manyRows = fn.rows !== null && fn.rows > 1;
    // A set-returning function estimated at one row that returns a relation's row gives one object.
    const collapses = !manyRows && relationName !== null;
    let returns = returnsOf(schema, fn);
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

  function relationshipsOf(relation: CatalogRelation): Block {
    const list = catalog.relationships
      .filter(
        (fk) =>
          fk.schema === relation.schema && fk.relation === relation.name && fk.referencedSchema === relation.schema,
      )
      .sort(
        (a, b) =>
          byName(a.foreignKeyName, b.foreignKeyName) ||
          byName(a.referencedRelation, b.referencedRelation) ||
          byName(JSON.stringify(a.referencedColumns), JSON.stringify(b.referencedColumns)),
      );
    return tupleType(list.map(relationshipType));
  }

  function schemaType(schema: string): Block {
    const computedFields = (relation: CatalogRelation): Member[] =>
      callable
        .filter((fn) => fn.schema === schema && fn.argumentTypes === relation.name)
        .map((fn) => {
          const returns = returnsOf(schema, fn);
          return { key: fn.name, type: typeof returns === 'string' ? withNull(returns, true) : returns };
        });

    const tableMembers = tables
      .filter((table) => table.schema === schema)
      .sort((a, b) => byName(a.name, b.name))
      .map(
        (table): Member => ({
          key: table.name,
          type: objectType([
            { key: 'Row', type: objectType([...rowMembers(schema, table), ...computedFields(table)]) },
            { key: 'Insert', type: objectType(columns(table).map((column) => writeMember(schema, column, 'insert'))) },
            { key: 'Update', type: objectType(columns(table).map((column) => writeMember(schema, column, 'update'))) },
            { key: 'Relationships', type: relationshipsOf(table) },
          ]),
        }),
      );

    const viewMembers = views
      .filter((view) => view.schema === schema)
      .sort((a, b) => byName(a.name, b.name))
      .map((view): Member => {
        const members: Member[] = [
          { key: 'Row', type: objectType([...rowMembers(schema, view), ...computedFields(view)]) },
        ];
        if (view.isUpdatable) {
          const writable = columns(view).map(
            (column): Member =>
              column.isUpdatable
                ? { key: column.name, optional: true, type: withNull(tsType(schema, column.format), true) }
                : { key: column.name, optional: true, type: 'never' },
          );
          members.push({ key: 'Insert', type: objectType(writable) }, { key: 'Update', type: objectType(writable) });
        }
        members.push({ key: 'Relationships', type: '[]' });
        return { key: view.name, type: objectType(members) };
      });

    const byFunctionName = new Map<string, CatalogFunction[]>();
    for (const fn of callable
      .filter((candidate) => candidate.schema === schema)
      .sort((a, b) => byName(a.name, b.name))) {
      const list = byFunctionName.get(fn.name) ?? [];
      list.push(fn);
      byFunctionName.set(fn.name, list);
    }
    // Functions sit at depth 3 (schema, Functions, name): the width left for a one-line signature.
    const functionWidth = lineWidth - 3 * indentUnit.length;
    const functionMembers = [...byFunctionName].map(([name, overloads]): Member => {
      const sorted = [...overloads].sort(
        (a, b) => byName(a.argumentTypes, b.argumentTypes) || byName(a.returnType, b.returnType),
      );
      const width = functionWidth - name.length - 2;
      return {
        key: name,
        type: unionType(
          sorted.map((fn) => signature(schema, fn, width)),
          width,
        ),
      };
    });

    const enumMembers = catalog.types
      .filter((type) => type.schema === schema && type.enums.length > 0)
      .sort((a, b) => byName(a.name, b.name))
      .map(
        (type): Member => ({
          key: type.name,
          type: unionType(
            type.enums.map((label) => JSON.stringify(label)),
            lineWidth - 3 * indentUnit.length - type.name.length - 2,
          ),
        }),
      );

    const compositeMembers = catalog.types
      .filter((type) => type.schema === schema && type.attributes.length > 0)
      .sort((a, b) => byName(a.name, b.name))
      .map(
        (type): Member => ({
          key: type.name,
          type: objectType(
            type.attributes.map((attribute) => ({
              key: attribute.name,
              type: withNull(tsTypeOfId(schema, attribute.typeId), true),
            })),
          ),
        }),
      );

    return objectType([
      { key: 'Tables', type: group(tableMembers) },
      { key: 'Views', type: group(viewMembers) },
      { key: 'Functions', type: group(functionMembers) },
      { key: 'Enums', type: group(enumMembers) },
      { key: 'CompositeTypes', type: group(compositeMembers) },
    ]);
  }

  const database = objectType(schemas.map((schema) => ({ key: schema, type: schemaType(schema) })));
  const constants = objectType(
    schemas.map((schema) => ({
      key: schema,
      type: objectType(
        [
          {
            key: 'Enums',
            type: objectType(
              catalog.types
                .filter((type) => type.schema === schema && type.enums.length > 0)
                .sort((a, b) => byName(a.name, b.name))
                .map((type) => ({ key: type.name, type: stringTuple(type.enums) })),
              { value: true },
            ),
          },
        ],
        { value: true },
      ),
    })),
    { value: true },
  );

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
