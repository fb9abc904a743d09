/**
 * The service's validation layer (Coral) and its texts (providers.md Bedrock §2 form A): `{n} validation error(s)
 * detected: Value '{v}' at '{path}' failed to satisfy constraint: Member must …`, the violations joined by `; `.
 * Values under `messages` and `system`, lists and structures are not shown (`Value at '…'`): the recorded texts
 * show them for tool names in `toolConfig` and numbers in `inferenceConfig` only (BerriAI/litellm#24668,
 * openclaw/openclaw#12892, genkit-ai/aws-bedrock-js-plugin#43).
 */
import type { Node } from "../../types.js";
import type { Context } from "./create-rule.js";
import type { ConverseModel } from "./model.js";
import { validationPath } from "./paths.js";
import { validate } from "./schema/converse.validate.js";

/** Whether the body keeps the service model's schema; bedrock-request-schema computes it once, and reads `validate.errors` when false. */
export function schemaValid(model: ConverseModel): boolean {
  return validate(model.request);
}

/**
 * True when bedrock-request-schema has found the body valid, so that it keeps every constraint of the schema; false when
 * it has not run (yet) or found errors. Only read, never computed: for a rule that checks some of the constraints again,
 * its own check costs less than the schema's.
 */
export function knownValid(model: ConverseModel): boolean {
  return model.shared.get(schemaValid) === true;
}

/** One value that breaks one constraint of the service model. */
export interface Violation {
  /** The member the constraint is on: its path is the text's. */
  at: Node;
  /** Where the finding points, when the member is not in the request (a required member missing): its object. */
  point?: Node;
  value: unknown;
  /** `Member must …` */
  constraint: string;
}

/** The service model's constraint texts. */
export const MEMBER = {
  maxLength: (n: number) => `Member must have length less than or equal to ${n}`,
  minLength: (n: number) => `Member must have length greater than or equal to ${n}`,
  pattern: (pattern: string) => `Member must satisfy regular expression pattern: ${pattern}`,
  max: (n: number) => `Member must have value less than or equal to ${n}`,
  min: (n: number) => `Member must have value greater than or equal to ${n}`,
  enum: (values: readonly string[]) => `Member must satisfy enum value set: [${values.join(", ")}]`,
  notNull: "Member must not be null",
};

/** Top-level fields whose values the validation layer does not echo. */
const HIDDEN = new Set(["messages", "system", "promptVariables", "requestMetadata"]);

/** The value as the validation layer echoes it, or undefined when it leaves it out. Floats are Java's (`2.0`). */
function shownValue(violation: Violation, float: boolean): string | undefined {
  const { at, value } = violation;
  const top = at.pointer.split("/")[1] ?? "";
  if (HIDDEN.has(top)) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number") return float && Number.isInteger(value) ? `${value}.0` : String(value);
  if (typeof value === "boolean") return String(value);
  return undefined;
}

/** `Value '…' at '…' failed to satisfy constraint: …` for one violation. */
export function violationText(violation: Violation, float = false): string {
  const path = validationPath(violation.at);
  const shown = shownValue(violation, float);
  if (violation.value === null && shown === undefined && !HIDDEN.has(violation.at.pointer.split("/")[1] ?? "")) {
    return `Value null at '${path}' failed to satisfy constraint: ${violation.constraint}`;
  }
  return `${shown === undefined ? "Value" : `Value '${shown}'`} at '${path}' failed to satisfy constraint: ${violation.constraint}`;
}

/** Floats of the service model, whose values the validation layer echoes as Java writes a float. */
const FLOATS = new Set(["/inferenceConfig/temperature", "/inferenceConfig/topP"]);

/** The message templates every validation-layer rule reports with. */
export const VALIDATION_MESSAGES = {
  one: "1 validation error detected: {{violations}}",
  several: "{{count}} validation errors detected: {{violations}}",
};

/** Orders violations at one place as the service wrote them: a maximum, then a pattern, then a minimum (litellm#24668, openclaw#12892). */
function byConstraint(a: Violation, b: Violation): number {
  const rank = (v: Violation) => (v.constraint.includes("less than") ? 0 : v.constraint.includes("pattern") ? 1 : 2);
  return rank(a) - rank(b);
}

/**
 * Reports violations, one finding per place: the service reports every violation of a request in one text; msglint
 * reports each place on its own, with the violations there (a name both empty and off-pattern is one finding).
 */
export function reportViolations(context: Context, violations: readonly Violation[]): void {
  const byPlace = new Map<string, Violation[]>();
  for (const violation of violations) {
    const list = byPlace.get(violation.at.pointer);
    if (list) list.push(violation);
    else byPlace.set(violation.at.pointer, [violation]);
  }
  for (const list of byPlace.values()) {
    list.sort(byConstraint);
    const texts = list.map((v) => violationText(v, FLOATS.has(v.at.pointer)));
    context.report({
      messageId: list.length === 1 ? "one" : "several",
      at: list[0]!.point ?? list[0]!.at,
      data: { path: validationPath(list[0]!.at), count: list.length, violations: texts.join("; ") },
    });
  }
}
