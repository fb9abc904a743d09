/**
 * The body against the generated schema table (schema/request.table.js, from scripts/schemas/gemini.mjs). The
 * schema uses five keywords (type, properties, additionalProperties, items, $ref), so it is read as a table rather
 * than compiled: the errors are ajv's (`allErrors`), in ajv's order, which a differential test holds
 * (test/gemini-schema.test.ts), for a tenth of the code ajv's standalone output took in the UDF bundle.
 */
import { escapeToken } from "../../../engine/pointer.js";
import { isRecord } from "../fields.js";
import { definitions, typeLists, type TableNode } from "../schema/request.table.js";

/** An error as ajv reports it, for the two keywords the schema can fail on. */
export interface BodySchemaError {
  instancePath: string;
  keyword: "type" | "additionalProperties";
  params: { type?: readonly string[]; additionalProperty?: string };
}

/** ajv's JSON type test. */
function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case "object":
      return isRecord(value);
    case "array":
      return Array.isArray(value);
    case "null":
      return value === null;
    case "integer":
      return typeof value === "number" && !(value % 1) && !Number.isNaN(value);
    default:
      return typeof value === type;
  }
}

function check(node: TableNode, value: unknown, path: string, out: BodySchemaError[]): void {
  if (node.r !== undefined) return check(definitions[node.r]!, value, path, out);
  if (node.t !== undefined) {
    const types = typeLists[node.t]!;
    if (!types.some((type) => hasType(value, type))) out.push({ instancePath: path, keyword: "type", params: { type: types } });
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
}

/** Whether a value matches a schema node, with no error built. */
type Matcher = (value: unknown) => boolean;

/** A type list's test as one function: `["string", "null"]` → string or null. */
function typeTest(types: readonly string[]): Matcher {
  return (value) => {
    for (let k = 0; k < types.length; k++) if (hasType(value, types[k]!)) return true;
    return false;
  };
}

/**
 * The table compiled once into matchers: the body's own keys are looked up (not the schema's forty-odd fields per
 * part) and no path is joined, so a clean body costs one walk; `check` runs only when a body does not match.
 */
function compileTable(): Matcher {
  const byName = new Map<string, Matcher>();
  const ref = (name: string): Matcher => {
    let target: Matcher | undefined;
    return (value) => (target ??= byName.get(name)!)(value);
  };
  const compile = (node: TableNode): Matcher => {
    if (node.r !== undefined) return ref(node.r);
    const typed = node.t !== undefined ? typeTest(typeLists[node.t]!) : undefined;
    const fields = new Map<string, Matcher>();
    for (const [name, schema] of Object.entries(node.p ?? {})) if (typeof schema !== "string") fields.set(name, compile(schema));
    for (const [name, schema] of Object.entries(node.p ?? {})) if (typeof schema === "string") fields.set(name, fields.get(schema)!);
    const extra = node.a === undefined || node.a === false ? node.a : compile(node.a);
    const items = node.i !== undefined ? compile(node.i) : undefined;
    const keyed = fields.size > 0 || extra !== undefined;
    return (value) => {
      if (typed !== undefined && !typed(value)) return false;
      if (keyed && isRecord(value)) {
        for (const key in value) {
          const field = value[key];
          const matcher = fields.get(key);
          if (matcher !== undefined) {
            if (field !== undefined && !matcher(field)) return false;
          } else if (extra === false || (extra !== undefined && !extra(field))) return false;
        }
      }
      if (items !== undefined && Array.isArray(value)) for (let i = 0; i < value.length; i++) if (!items(value[i])) return false;
      return true;
    };
  };
  for (const name of Object.keys(definitions)) byName.set(name, compile(definitions[name]!));
  return byName.get("GenerateContentRequest")!;
}

/** Built once when the module loads, never changed. */
const matchesRequest = compileTable();

const ROOT_NODE: TableNode = { r: "GenerateContentRequest" };

/** Every error of a request body, in ajv's order; none when it matches. */
export function bodySchemaErrors(request: unknown): BodySchemaError[] {
  const out: BodySchemaError[] = [];
  if (!matchesRequest(request)) check(ROOT_NODE, request, "", out);
  return out;
}
