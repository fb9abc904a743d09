/**
 * Reads a request body out of code, statically: object and array literals, strings, numbers, booleans, null,
 * template literals of constants, and identifiers bound to constants that nothing mutates. Anything else is
 * dynamic, and a request with a dynamic part is not linted: its findings would be guesses.
 */
import { joinPointer } from "@msglint/core";

/** An ESTree node, as far as the evaluator reads it (ESLint sets `parent` before rules run). */
export interface EsNode {
  type: string;
  range: [number, number];
  loc: { start: { line: number; column: number }; end: { line: number; column: number } };
  parent?: EsNode;
  [key: string]: unknown;
}

/** The parts of an eslint-scope scope the evaluator reads. */
export interface EsScope {
  set: Map<string, EsVariable>;
  upper: EsScope | null;
}

interface EsVariable {
  defs: { type: string; node: EsNode; parent?: EsNode }[];
  references: { identifier: EsNode; init?: boolean; isWrite(): boolean }[];
}

export interface Evaluation {
  value: unknown;
  /** For each pointer, the node where its value is written out: a literal, after following identifiers. */
  literals: Map<string, EsNode>;
  /** For each pointer, the node that stands at its place in its container (an identifier stays an identifier). */
  sites: Map<string, EsNode>;
  /** For each member's pointer, its key's node. */
  keys: Map<string, EsNode>;
  /** Containers whose text lists exactly their elements, one literal each: edits can rewrite them. */
  editable: Set<string>;
}

class Dynamic extends Error {}
const OMIT = Symbol("omit");

/**
 * The value of `node`, or undefined when any part of it is dynamic. `call` is the call being linted: the one
 * place a constant may be passed to without counting as a possible mutation.
 */
export function evaluate(node: EsNode, scopeOf: (node: EsNode) => EsScope, call: EsNode): Evaluation | undefined {
  const out: Evaluation = { value: undefined, literals: new Map(), sites: new Map(), keys: new Map(), editable: new Set() };
  const resolving = new Set<EsVariable>();

  const value = (node: EsNode, pointer: string, site = true): unknown => {
    if (site) out.sites.set(pointer, node);
    switch (node.type) {
      case "Literal": {
        const literal = node.value;
        if (node.regex || node.bigint !== undefined) throw new Dynamic();
        out.literals.set(pointer, node);
        return literal;
      }
      case "TemplateLiteral":
        out.literals.set(pointer, node);
        return template(node);
      case "UnaryExpression": {
        const argument = node.argument as EsNode;
        if (node.operator !== "-" || argument.type !== "Literal" || typeof argument.value !== "number") throw new Dynamic();
        out.literals.set(pointer, node);
        return -argument.value;
      }
      case "TSAsExpression":
      case "TSSatisfiesExpression":
      case "TSNonNullExpression":
      case "TSTypeAssertion":
        return value(node.expression as EsNode, pointer, false);
      case "Identifier":
        if (node.name === "undefined") return OMIT;
        return throughConstant(node, (init) => value(init, pointer, false));
      case "ArrayExpression":
        return array(node, pointer);
      case "ObjectExpression":
        return object(node, pointer);
      default:
        throw new Dynamic();
    }
  };

  const array = (node: EsNode, pointer: string): unknown[] => {
    out.literals.set(pointer, node);
    const items: unknown[] = [];
    let faithful = true;
    for (const element of node.elements as (EsNode | null)[]) {
      if (element === null) throw new Dynamic();
      if (element.type === "SpreadElement") {
        faithful = false;
        const spread = spreadSource(element.argument as EsNode);
        if (spread.type !== "ArrayExpression") throw new Dynamic();
        for (const inner of spread.elements as (EsNode | null)[]) {
          if (inner === null || inner.type === "SpreadElement") throw new Dynamic();
          items.push(value(inner, joinPointer(pointer, items.length)));
        }
        continue;
      }
      const item = value(element, joinPointer(pointer, items.length));
      if (item === OMIT) throw new Dynamic();
      items.push(item);
    }
    if (faithful) out.editable.add(pointer);
    return items;
  };

  const object = (node: EsNode, pointer: string): Record<string, unknown> => {
    out.literals.set(pointer, node);
    const record: Record<string, unknown> = {};
    let faithful = true;
    const members = (properties: EsNode[]) => {
      for (const property of properties) {
        if (property.type === "SpreadElement") {
          faithful = false;
          const spread = spreadSource(property.argument as EsNode);
          if (spread.type !== "ObjectExpression") throw new Dynamic();
          members(spread.properties as EsNode[]);
          continue;
        }
        if (property.type !== "Property" || property.kind !== "init" || property.method) throw new Dynamic();
        const keyNode = property.key as EsNode;
        let key: string;
        if (!property.computed && keyNode.type === "Identifier") key = keyNode.name as string;
        else if (keyNode.type === "Literal" && (typeof keyNode.value === "string" || typeof keyNode.value === "number")) key = String(keyNode.value);
        else throw new Dynamic();
        if (property.computed || property.shorthand || key in record) faithful = false;
        const memberPointer = joinPointer(pointer, key);
        out.keys.set(memberPointer, keyNode);
        const item = value(property.value as EsNode, memberPointer);
        if (item === OMIT) {
          faithful = false;
          delete record[key];
        } else record[key] = item;
      }
    };
    members(node.properties as EsNode[]);
    if (faithful) out.editable.add(pointer);
    return record;
  };

  /** A template literal whose expressions are constant strings and numbers. */
  const template = (node: EsNode): string => {
    const quasis = node.quasis as EsNode[];
    const parts = (node.expressions as EsNode[]).map((expression) => String(scalar(expression)));
    return quasis.map((q, i) => (q.value as { cooked: string | null }).cooked! + (parts[i] ?? "")).join("");
  };

  const scalar = (node: EsNode): string | number => {
    if (node.type === "Literal" && (typeof node.value === "string" || typeof node.value === "number")) return node.value;
    if (node.type === "TemplateLiteral") return template(node);
    if (node.type === "Identifier") return throughConstant(node, scalar);
    throw new Dynamic();
  };

  /** The literal a spread reads: written in place, or a constant. */
  const spreadSource = (node: EsNode): EsNode => (node.type === "Identifier" ? throughConstant(node, (init) => init) : node);

  /** `read` applied to the initialiser of the constant `identifier` names; dynamic unless nothing can have changed it. */
  const throughConstant = <T>(identifier: EsNode, read: (init: EsNode) => T): T => {
    const variable = findVariable(scopeOf(identifier), identifier.name as string);
    const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
    if (!variable || !def || def.type !== "Variable" || resolving.has(variable)) throw new Dynamic();
    const declarator = def.node;
    if ((declarator.id as EsNode).type !== "Identifier" || !declarator.init) throw new Dynamic();
    for (const reference of variable.references) {
      if (reference.init) continue;
      if (reference.isWrite() || mayMutate(reference.identifier, call)) throw new Dynamic();
    }
    let init = declarator.init as EsNode;
    while (init.type === "TSAsExpression" || init.type === "TSSatisfiesExpression") init = init.expression as EsNode;
    resolving.add(variable);
    try {
      return read(init);
    } finally {
      resolving.delete(variable);
    }
  };

  try {
    out.value = value(node, "");
  } catch (error) {
    if (error instanceof Dynamic) return undefined;
    throw error;
  }
  if (out.value === OMIT) return undefined;
  return out;
}

function findVariable(scope: EsScope | null, name: string): EsVariable | undefined {
  for (let s = scope; s; s = s.upper) {
    const variable = s.set.get(name);
    if (variable) return variable;
  }
  return undefined;
}

/**
 * Whether a use of a constant may change its value: a method call or assignment on it or a member of it
 * (`history.push(...)`, `request.messages[0] = ...`), or handing it to a function other than the linted call.
 */
function mayMutate(identifier: EsNode, call: EsNode): boolean {
  let node = identifier;
  while (node.parent?.type === "MemberExpression" && node.parent.object === node) node = node.parent;
  const parent = node.parent;
  if (!parent) return false;
  if (node !== identifier) {
    if (parent.type === "CallExpression" && parent.callee === node) return true;
    if (parent.type === "AssignmentExpression" && parent.left === node) return true;
    if (parent.type === "UpdateExpression" || (parent.type === "UnaryExpression" && parent.operator === "delete")) return true;
  }
  if ((parent.type === "CallExpression" || parent.type === "NewExpression") && parent !== call) {
    return (parent.arguments as EsNode[]).includes(node);
  }
  return false;
}
