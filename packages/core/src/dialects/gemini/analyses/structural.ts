/**
 * The structural check: the body against the schema generated from `@google/genai`'s types
 * (scripts/schemas/gemini.mjs), run once per request. Each error becomes a finding at a node whose path is the JSON
 * parser's (snake_case names, map entries of a schema's `properties` by position: `properties[3].value`), the form
 * Google's parse errors use.
 */
import { escapeToken, parsePointer } from "../../../model/pointer.js";
import type { Node } from "../../../types.js";
import { isRecord } from "../fields.js";
import { shared, type GeminiRequest } from "../model.js";
import { snakeCase } from "../paths.js";
import { fieldMessages } from "../schema/request.table.js";
import { bodySchemaErrors } from "./body-schema.js";
import { createGeminiState } from "../state.js";

export interface StructuralFinding {
  kind: "unknown-field" | "list" | "type";
  /** The object holding the unknown key (the key's own node for the others): pointer and parser path. */
  parent: Node;
  /** The value at fault: the unknown key's value, or the value of the wrong type. */
  at: Node;
  /** The unknown key, or the key whose value has the wrong type. */
  key: string;
  value: unknown;
  /** The message type the schema expected there (`Part`), when it expected one. */
  message: string | undefined;
  /** The JSON types the schema allows there. */
  expected: readonly string[];
}

/** Each object's key → position, built once per object within one analysis run. */
type KeyPositions = WeakMap<object, Map<string, number>>;

function keyPosition(positions: KeyPositions, record: Record<string, unknown>, key: string): number {
  let keys = positions.get(record);
  if (keys === undefined) {
    keys = new Map(Object.keys(record).map((name, position) => [name, position]));
    positions.set(record, keys);
  }
  return keys.get(key) ?? -1;
}

/** Walks a pointer through the request, writing the path as Google's JSON parser does. */
function parserNode(request: unknown, tokens: readonly string[], positions: KeyPositions): Node & { value: unknown } {
  let value: unknown = request;
  let pointer = "";
  let path = "";
  let previous: string | undefined;
  for (const token of tokens) {
    pointer += "/" + escapeToken(token);
    if (Array.isArray(value)) {
      path += `[${token}]`;
      value = value[Number(token)];
    } else {
      const record = isRecord(value) ? value : {};
      // A schema's `properties` is a proto map: the parser names an entry by its position.
      // The position comes from a map: `Object.keys(…).indexOf` per error is quadratic in the entries.
      if (previous === "properties") path += `[${keyPosition(positions, record, token)}].value`;
      else path += path === "" ? snakeCase(token) : `.${snakeCase(token)}`;
      value = record[token];
    }
    previous = token;
  }
  return { pointer, path, value };
}

/**
 * The message the value at a pointer is (`/contents/0/parts/1` → `Part`), from the generated field table: ajv's
 * standalone code writes schema paths relative to each definition, so the pointer is walked instead. An inline
 * message is named by its field (`Part.inlineData`); undefined below a value of any shape.
 */
function messageAt(tokens: readonly string[]): string | undefined {
  let message: string | undefined = "GenerateContentRequest";
  let previous: string | undefined;
  for (const token of tokens) {
    if (message === undefined) return undefined;
    const index = /^(0|[1-9][0-9]*)$/.test(token);
    // A list's element is the list's message; a schema's `properties` entry is a schema.
    if (!(index && previous !== "properties") && !(message === "Schema" && previous === "properties")) {
      message = fieldMessages[`${message}.${token}`] ?? (message.includes(".") ? undefined : `${message}.${token}`);
    }
    previous = token;
  }
  return message;
}

function analyze(model: GeminiRequest): StructuralFinding[] {
  const findings: StructuralFinding[] = [];
  const positions: KeyPositions = new WeakMap();
  for (const error of bodySchemaErrors(model.request, (model.state ?? createGeminiState()).bodyTable())) {
    const tokens = parsePointer(error.instancePath);
    if (error.keyword === "additionalProperties") {
      const key = String(error.params.additionalProperty);
      const parent = parserNode(model.request, tokens, positions);
      const at = { pointer: `${parent.pointer}/${escapeToken(key)}`, path: parent.path };
      findings.push({
        kind: "unknown-field",
        parent,
        at,
        key,
        value: (parent.value as Record<string, unknown>)[key],
        message: messageAt(tokens),
        expected: [],
      });
    } else if (error.keyword === "type") {
      const node = parserNode(model.request, tokens, positions);
      const expected = (error.params.type ?? []).filter((type) => type !== "null");
      const kind = Array.isArray(node.value) && !expected.includes("array") ? "list" : "type";
      const parent = parserNode(model.request, tokens.slice(0, -1), positions);
      findings.push({ kind, parent, at: node, key: tokens.at(-1) ?? "", value: node.value, message: messageAt(tokens), expected });
    }
  }
  return findings;
}

export function structuralFindings(model: GeminiRequest): StructuralFinding[] {
  return shared(model, analyze);
}
