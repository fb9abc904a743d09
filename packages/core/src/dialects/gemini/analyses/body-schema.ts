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

/** Every error of a request body, in ajv's order; none when it matches. */
export function bodySchemaErrors(request: unknown): BodySchemaError[] {
  const out: BodySchemaError[] = [];
  check({ r: "GenerateContentRequest" }, request, "", out);
  return out;
}
