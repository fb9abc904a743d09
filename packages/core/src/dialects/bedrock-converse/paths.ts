/**
 * How Bedrock writes paths in its Converse errors (providers.md Bedrock §2). Its own semantic texts are dotted
 * with 0-based indices (`messages.3.content.0`); the service's validation layer (Coral) writes each list element
 * as a 1-based index followed by `member` (`messages.4.member.content.1.member.toolUse.name`: a body with one tool
 * is reported at `toolConfig.tools.1.member`, BerriAI/litellm#24668); texts the model itself returns come behind
 * `The model returned the following errors: `, with the model's path (Converse indices) or, for Nova and Cohere,
 * a JSON pointer behind `#` (`#/messages/2/content/0`).
 */
import { parsePointer, type PathForm } from "../../model/pointer.js";
import type { Node } from "../../types.js";

/** The dotted form every node carries: `messages.3.content.0`. */
export const bedrockPaths: PathForm = {
  child: (parentPath, key) => (parentPath === "" ? String(key) : `${parentPath}.${key}`),
};

/** Bedrock's prefix for a text the model returned, passed through (form P). */
export const MODEL_ERRORS = "The model returned the following errors: ";

const INDEX = /^(0|[1-9][0-9]*)$/;

/** The validation layer's path of a node (form A): `messages.2.content.0.toolUse.name` → `messages.3.member.content.1.member.toolUse.name`. */
export function validationPath(node: Node): string {
  return parsePointer(node.pointer)
    .map((token) => (INDEX.test(token) ? `${Number(token) + 1}.member` : token))
    .join(".");
}

/** A node as Nova and Cohere name it in `Malformed input request` texts (form J): `#/messages/2/content/0`. */
export function modelPointerPath(node: Node): string {
  return `#${node.pointer}`;
}
