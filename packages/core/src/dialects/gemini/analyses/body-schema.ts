/**
 * The body against the generated schema table (schema/request.table.js, from scripts/schemas/gemini.mjs). The
 * schema uses five keywords (type, properties, additionalProperties, items, $ref), so it is read as a table rather
 * than compiled: the errors are ajv's (`allErrors`), in ajv's order, which a differential test holds
 * (test/gemini-schema.test.ts), for a tenth of the code ajv's standalone output took in the UDF bundle.
 */
import { escapeToken } from "../../../model/pointer.js";
import { isRecord } from "../fields.js";
import { definitions, typeLists, type TableNode } from "../schema/request.table.js";

/** An error as ajv reports it, for the two keywords the schema can fail on. */
export interface BodySchemaError {
  instancePath: string;
  keyword: "type" | "additionalProperties";
  params: { type?: readonly string[]; additionalProperty?: string };
}

/** JSON types as bits: a schema node's type list is one mask, a value's type one or two bits (a whole number is both). */
const OBJECT = 1;
const ARRAY = 2;
const NULL = 4;
const STRING = 8;
const NUMBER = 16;
const INTEGER = 32;
const BOOLEAN = 64;
const BIT_OF: Readonly<Record<string, number>> = {
  object: OBJECT,
  array: ARRAY,
  null: NULL,
  string: STRING,
  number: NUMBER,
  integer: INTEGER,
  boolean: BOOLEAN,
};

/** ajv's JSON type test, for every type at once: the bits of the types `value` has. */
function typeBits(value: unknown): number {
  switch (typeof value) {
    case "string":
      return STRING;
    case "boolean":
      return BOOLEAN;
    case "number":
      return !(value % 1) && !Number.isNaN(value) ? NUMBER | INTEGER : NUMBER;
    case "object":
      return value === null ? NULL : Array.isArray(value) ? ARRAY : OBJECT;
    default:
      return 0;
  }
}

/** A type list as a mask: `["string", "null"]` → STRING | NULL. */
const maskOf = (types: readonly string[]) => types.reduce((mask, type) => mask | BIT_OF[type]!, 0);

function check(node: TableNode, value: unknown, path: string, out: BodySchemaError[]): void {
  if (node.r !== undefined) return check(definitions[node.r]!, value, path, out);
  if (node.t !== undefined) {
    const types = typeLists[node.t]!;
    if ((typeBits(value) & maskOf(types)) === 0) out.push({ instancePath: path, keyword: "type", params: { type: types } });
  }
  if (isRecord(value)) {
    const fields = node.p;
    // ajv checks the keys first, then each field in the schema's order.
    if (node.a !== undefined) {
      for (const key in value) {
        if (fields !== undefined && Object.hasOwn(fields, key)) continue;
        if (node.a === false) out.push({ instancePath: path, keyword: "additionalProperties", params: { additionalProperty: key } });
        else check(node.a, value[key], `${path}/${escapeToken(key)}`, out);
      }
    }
    if (fields !== undefined) {
      for (const name in fields) {
        const field = value[name];
        if (field === undefined) continue;
        const schema = fields[name]!;
        check(typeof schema === "string" ? (fields[schema] as TableNode) : schema, field, `${path}/${name}`, out);
      }
    }
  }
  if (node.i !== undefined && Array.isArray(value)) for (let i = 0; i < value.length; i++) check(node.i, value[i], `${path}/${i}`, out);
  // One object given for a list of messages is read as that message (the schema's `<Name>List` properties).
  else if (node.s !== undefined && isRecord(value)) check(definitions[node.s]!, value, path, out);
}

/** A schema node ready to match: every node one shape, a `$ref` the referred definition's node itself. */
export interface MatchNode {
  /** The allowed types; 0 for any. */
  types: number;
  /** Each field's node, by either spelling; undefined when the node lists no field and has no `a`. */
  fields: Map<string, MatchNode> | undefined;
  /** Keys the node does not list: refused (false), matched against a node, or allowed (undefined). */
  extra: MatchNode | false | undefined;
  items: MatchNode | undefined;
  /** A list of messages: the message one object given for it is matched as. */
  single: MatchNode | undefined;
  /** Only a type to test (a string, a number, a flag): tested in its parent's loop, with no call. */
  leaf: boolean;
}

/** Whether a value matches a node, with no error built: one function over nodes of one shape, which V8 keeps monomorphic. */
function matches(node: MatchNode, value: unknown): boolean {
  if (node.types !== 0 && (typeBits(value) & node.types) === 0) return false;
  if (typeof value !== "object" || value === null) return true;
  if (Array.isArray(value)) {
    const items = node.items;
    if (items !== undefined) for (let i = 0; i < value.length; i++) if (!matches(items, value[i])) return false;
    return true;
  }
  if (node.single !== undefined) return matches(node.single, value);
  const fields = node.fields;
  if (fields === undefined) return true;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const field = record[key];
    const child = fields.get(key);
    if (child !== undefined) {
      if (field === undefined) continue;
      if (child.leaf ? child.types !== 0 && (typeBits(field) & child.types) === 0 : !matches(child, field)) return false;
    } else if (node.extra === false || (node.extra !== undefined && !matches(node.extra, field))) return false;
  }
  return true;
}

/**
 * The table compiled into match nodes: the body's own keys are looked up (not the schema's forty-odd fields per part)
 * and no path is joined, so a clean body costs one walk; `check` runs only when a body does not match. About 1.5 ms,
 * so a linter compiles it on the first Gemini body it lints (`GeminiState`), not when core loads.
 */
export function bodyTable(): MatchNode {
  const blank = (): MatchNode => ({ types: 0, fields: undefined, extra: undefined, items: undefined, single: undefined, leaf: false });
  // Every definition's node exists before any is filled, so a `$ref` (recursive ones too) is the node itself.
  const byName = new Map<string, MatchNode>(Object.keys(definitions).map((name) => [name, blank()]));
  const fill = (into: MatchNode, node: TableNode): MatchNode => {
    into.types = node.t === undefined ? 0 : maskOf(typeLists[node.t]!);
    const fields = new Map<string, MatchNode>();
    for (const [name, schema] of Object.entries(node.p ?? {})) if (typeof schema !== "string") fields.set(name, compile(schema));
    for (const [name, schema] of Object.entries(node.p ?? {})) if (typeof schema === "string") fields.set(name, fields.get(schema)!);
    into.extra = node.a === undefined || node.a === false ? node.a : compile(node.a);
    into.fields = fields.size > 0 || into.extra !== undefined ? fields : undefined;
    into.items = node.i === undefined ? undefined : compile(node.i);
    into.single = node.s === undefined ? undefined : byName.get(node.s)!;
    into.leaf = into.fields === undefined && into.items === undefined && into.single === undefined;
    return into;
  };
  const compile = (node: TableNode): MatchNode => (node.r !== undefined ? byName.get(node.r)! : fill(blank(), node));
  for (const [name, node] of byName) fill(node, definitions[name]!);
  return byName.get("GenerateContentRequest")!;
}

const ROOT_NODE: TableNode = { r: "GenerateContentRequest" };

/** Every error of a request body, in ajv's order; none when it matches `table` (`bodyTable`). */
export function bodySchemaErrors(request: unknown, table: MatchNode): BodySchemaError[] {
  const out: BodySchemaError[] = [];
  if (!matches(table, request)) check(ROOT_NODE, request, "", out);
  return out;
}
