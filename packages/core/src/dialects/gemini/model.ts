/**
 * The Gemini request as rules reason about it: contents (each one turn: Gemini merges nothing), their parts, the
 * function declarations, and the config objects, each a node with its pointer and Google's path. Built once per
 * request and shared by every rule. Fields are read in either spelling (fields.ts).
 */
import type { PairingTurn } from "../../model/pairing.js";
import type { Node, ResolvedSettings } from "../../types.js";
import { isRecord, keyOf } from "./fields.js";
import { modelFacts, type GeminiModelFacts } from "./models.js";
import { escapeToken } from "../../model/pointer.js";
import { geminiPaths, snakeCase } from "./paths.js";
import type { GeminiState } from "./state.js";

/** The fields of a Part's proto oneof `data`: a part sets exactly one. */
export const PART_DATA = [
  "text",
  "inlineData",
  "fileData",
  "functionCall",
  "functionResponse",
  "executableCode",
  "codeExecutionResult",
  "toolCall",
  "toolResponse",
] as const;

export type PartData = (typeof PART_DATA)[number];

/** The part fields rules look for on every part: the data fields, and the signature a call or a thought carries. */
const PART_FIELDS = [...PART_DATA, "thoughtSignature"] as const;

export type PartField = (typeof PART_FIELDS)[number];

/** Each part field's bit in `Part.fields`. */
const PART_BIT = Object.fromEntries(PART_FIELDS.map((name, i) => [name, 1 << i])) as Readonly<Record<PartField, number>>;

/** A value in the request and its node. */
export interface Field<Value = unknown> extends Node {
  value: Value;
}

export interface Part extends Node {
  /** Index in its content's `parts`. */
  index: number;
  content: Content;
  value: Readonly<Record<string, unknown>>;
  /** The data field it sets (the first, when it sets several); undefined for a part without one. */
  data: PartData | undefined;
  /** The bits of the part fields it sets, in either spelling: `partKey` answers "absent" for the others without a lookup. */
  fields: number;
}

/** One element of `contents`: a turn, as Gemini's pairing and ordering rules count them. */
export interface Content extends Node, PairingTurn<Part> {
  /** Position among the contents that are objects (the turns), from 0. */
  index: number;
  /** Index in `contents`. */
  position: number;
  /** The role it plays in turn order: `role` when it is a string, `user` when absent or empty (the default), else "". */
  role: string;
  /** `role` as written; undefined when absent. */
  roleValue: unknown;
  value: Readonly<Record<string, unknown>>;
  /** The object parts; `parts` given as one object (accepted) is one part. */
  parts: Part[];
  items: Part[];
  /** `parts` as written (absent, a list, an object, anything else). */
  partsValue: unknown;
  calls: number;
  responses: number;
}

export interface FunctionDeclaration extends Field<Readonly<Record<string, unknown>>> {
  /** Index of its tool in `tools`, and in the tool's `functionDeclarations`. */
  toolIndex: number;
  index: number;
  name: unknown;
}

export interface GeminiRequest {
  request: Readonly<Record<string, unknown>>;
  settings: ResolvedSettings;
  /** The model id, without `models/` or a publisher prefix; undefined when neither the URL nor the settings name it. */
  modelId: string | undefined;
  facts: GeminiModelFacts | undefined;
  /** `contents` as written, and its node. */
  contentsField: Field | undefined;
  contents: Content[];
  /** The parts of every content, content by content, in order: rules loop them, not contents and then their parts. */
  parts: Part[];
  systemInstruction: Field | undefined;
  /** `tools` entries (one when `tools` is given as an object, which Gemini accepts). */
  tools: Field<Readonly<Record<string, unknown>>>[];
  declarations: FunctionDeclaration[];
  generationConfig: Field<Readonly<Record<string, unknown>>> | undefined;
  toolConfig: Field<Readonly<Record<string, unknown>>> | undefined;
  /** A cache for analyses several rules share, keyed by the analysis function. */
  shared: Map<unknown, unknown>;
  /** The linter's state: tables that outlive the request. Absent for a model built alone (tests). */
  state: GeminiState | undefined;
}

const ROOT: Node = { pointer: "", path: "" };

/** The field `camel` of `record` (either spelling) under `parent`, or undefined when absent. */
export function fieldOf(parent: Node, record: Readonly<Record<string, unknown>>, camel: string): Field | undefined {
  const key = keyOf(record, camel);
  return key === undefined ? undefined : new FieldNode(parent, key, record[key]);
}

function recordField(parent: Node, record: Readonly<Record<string, unknown>>, camel: string): Field<Readonly<Record<string, unknown>>> | undefined {
  const field = fieldOf(parent, record, camel);
  return field && isRecord(field.value) ? (field as Field<Readonly<Record<string, unknown>>>) : undefined;
}

/** The elements of a repeated field: a list's objects, or the one object written in its place; each with its index. */
function forEachElement(field: Field | undefined, each: (element: ElementNode) => void): void {
  if (field === undefined) return;
  if (isRecord(field.value)) return each(new ElementNode(field, 0, true, field.value));
  if (!Array.isArray(field.value)) return;
  const list = field.value as unknown[];
  for (let index = 0; index < list.length; index++) {
    const value = list[index];
    if (isRecord(value)) each(new ElementNode(field, index, false, value));
  }
}

/** Each part field by its name in both spellings: its bit, and the data field it is (undefined for the signature). */
const PART_FIELD_BY_KEY = new Map<string, { bit: number; data: PartData | undefined }>(
  PART_FIELDS.flatMap((name) => {
    const field = { bit: PART_BIT[name], data: (PART_DATA as readonly string[]).includes(name) ? (name as PartData) : undefined };
    return [[name, field] as const, [snakeCase(name), field] as const];
  }),
);

/**
 * The key `camel` is spelled with in a part (as `keyOf`), or undefined when absent: a part's few keys were read once
 * when the model was built, so a field it does not set (most, on most parts) costs no lookup in either spelling.
 */
export function partKey(part: Part, camel: PartField): string | undefined {
  return (part.fields & PART_BIT[camel]) === 0 ? undefined : keyOf(part.value, camel);
}

/** `models/gemini-2.5-flash`, `publishers/google/models/gemini-2.5-flash` → `gemini-2.5-flash`. */
export function modelIdOf(model: string | undefined): string | undefined {
  if (model === undefined) return undefined;
  const slash = model.lastIndexOf("/");
  const id = (slash >= 0 ? model.slice(slash + 1) : model).trim();
  return id === "" ? undefined : id;
}

export function buildRequest(request: Readonly<Record<string, unknown>>, settings: ResolvedSettings, state?: GeminiState): GeminiRequest {
  const contentsField = fieldOf(ROOT, request, "contents");
  const contents: Content[] = [];
  const parts: Part[] = [];
  // The hot loop of every lint: one object shape per node, no strings (`contents` and `parts` have one spelling).
  const list = contentsField?.value;
  const contentList: readonly unknown[] = isRecord(list) ? [list] : Array.isArray(list) ? list : [];
  const contentsSingle = isRecord(list);
  for (let position = 0; position < contentList.length; position++) {
    const value = contentList[position];
    if (!isRecord(value)) continue;
    const partsValue = value.parts;
    const content = new ContentNode(contents.length, position, contentsSingle, turnRole(value.role), value.role, value, partsValue);
    const partsSingle = isRecord(partsValue);
    const partList: readonly unknown[] = partsSingle ? [partsValue] : Array.isArray(partsValue) ? partsValue : [];
    for (let index = 0; index < partList.length; index++) {
      const part = partList[index];
      if (!isRecord(part)) continue;
      // One pass over the part's few keys: the data field it sets first (in its key order), and the bits of its fields.
      let data: PartData | undefined;
      let fields = 0;
      for (const key in part) {
        const field = PART_FIELD_BY_KEY.get(key);
        if (field === undefined || part[key] === undefined) continue;
        fields |= field.bit;
        data ??= field.data;
      }
      if (data === "functionCall") content.calls++;
      else if (data === "functionResponse") content.responses++;
      const node = new PartNode(content, index, partsSingle, part, data, fields);
      content.parts.push(node);
      parts.push(node);
    }
    contents.push(content);
  }

  const tools: ElementNode[] = [];
  const declarations: FunctionDeclaration[] = [];
  forEachElement(fieldOf(ROOT, request, "tools"), (tool) => {
    tools.push(tool);
    forEachElement(fieldOf(tool, tool.value, "functionDeclarations"), (declaration) =>
      declarations.push(new DeclarationNode(declaration, tool.index)),
    );
  });

  const modelId = modelIdOf(settings.model);
  return {
    request,
    settings,
    modelId,
    facts: modelFacts(modelId),
    contentsField,
    contents,
    parts,
    systemInstruction: fieldOf(ROOT, request, "systemInstruction"),
    tools,
    declarations,
    generationConfig: recordField(ROOT, request, "generationConfig"),
    toolConfig: recordField(ROOT, request, "toolConfig"),
    shared: new Map(),
    state,
  };
}

/*
 * A content and a part make their pointer and path when a rule reads them (to report), not when the model is built:
 * a clean request reads none.
 */

/** One node of each class, for `Dialect.nodeShapes`. */
export function geminiNodeShapes(): readonly object[] {
  const content = new ContentNode(0, 0, false, "user", "user", {}, []);
  const tools = new FieldNode(ROOT, "tools", [{}]);
  const tool = new ElementNode(tools, 0, false, {});
  return [content, new PartNode(content, 0, false, {}, "text", PART_BIT.text), tools, tool, new DeclarationNode(tool, 0)];
}

/** A field of an object: `fieldOf`'s node. */
class FieldNode implements Field {
  constructor(
    private readonly parent: Node,
    private readonly key: string,
    readonly value: unknown,
  ) {}
  get pointer(): string {
    return `${this.parent.pointer}/${escapeToken(this.key)}`;
  }
  get path(): string {
    return geminiPaths.child(this.parent.path, this.key);
  }
}

/** An element of a repeated field (a tool, a declaration); the one object written in the list's place is element 0. */
class ElementNode implements Field<Readonly<Record<string, unknown>>> {
  constructor(
    private readonly field: Node,
    readonly index: number,
    /** The field holds this one object, not a list: its pointer is the field's. */
    private readonly single: boolean,
    readonly value: Readonly<Record<string, unknown>>,
  ) {}
  get pointer(): string {
    return this.single ? this.field.pointer : `${this.field.pointer}/${this.index}`;
  }
  get path(): string {
    return `${this.field.path}[${this.index}]`;
  }
}

class DeclarationNode implements FunctionDeclaration {
  readonly value: Readonly<Record<string, unknown>>;
  readonly index: number;
  readonly name: unknown;
  constructor(
    private readonly element: ElementNode,
    readonly toolIndex: number,
  ) {
    this.value = element.value;
    this.index = element.index;
    this.name = element.value.name;
  }
  get pointer(): string {
    return this.element.pointer;
  }
  get path(): string {
    return this.element.path;
  }
}

class ContentNode implements Content {
  readonly parts: Part[] = [];
  readonly items: Part[] = this.parts;
  calls = 0;
  responses = 0;
  constructor(
    readonly index: number,
    readonly position: number,
    /** `contents` is one object, not a list: its pointer is the field's. */
    private readonly single: boolean,
    readonly role: string,
    readonly roleValue: unknown,
    readonly value: Readonly<Record<string, unknown>>,
    readonly partsValue: unknown,
  ) {}
  get pointer(): string {
    return this.single ? "/contents" : `/contents/${this.position}`;
  }
  get path(): string {
    return `contents[${this.position}]`;
  }
}

class PartNode implements Part {
  constructor(
    readonly content: Content,
    readonly index: number,
    /** `parts` is one object, not a list: its pointer is the field's. */
    private readonly single: boolean,
    readonly value: Readonly<Record<string, unknown>>,
    readonly data: PartData | undefined,
    readonly fields: number,
  ) {}
  get pointer(): string {
    return this.single ? `${this.content.pointer}/parts` : `${this.content.pointer}/parts/${this.index}`;
  }
  get path(): string {
    return `${this.content.path}.parts[${this.index}]`;
  }
}

/** Memoises an analysis over a request, so that rules which share it compute it once. */
export function shared<T>(model: GeminiRequest, analysis: (model: GeminiRequest) => T): T {
  if (model.shared.has(analysis)) return model.shared.get(analysis) as T;
  const value = analysis(model);
  model.shared.set(analysis, value);
  return value;
}

function turnRole(role: unknown): string {
  if (role === undefined || role === null || role === "") return "user";
  return typeof role === "string" ? role : "";
}

/** A field of `generationConfig` (either spelling) with its node; undefined when absent. */
export function configField(model: GeminiRequest, camel: string): Field | undefined {
  const config = model.generationConfig;
  return config === undefined ? undefined : fieldOf(config, config.value, camel);
}

/** A field of `generationConfig.thinkingConfig` (either spelling) with its node; undefined when absent. */
export function thinkingField(model: GeminiRequest, camel: string): Field | undefined {
  const thinking = configField(model, "thinkingConfig");
  return thinking === undefined || !isRecord(thinking.value) ? undefined : fieldOf(thinking, thinking.value, camel);
}
