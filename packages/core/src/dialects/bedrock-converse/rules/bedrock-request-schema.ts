import { parsePointer, resolvePointer } from "../../../model/pointer.js";
import type { Node } from "../../../types.js";
import { createRule, type Context } from "../create-rule.js";
import { validate, type SchemaError } from "../schema/converse.validate.js";
import { shared } from "../model.js";
import { MEMBER, reportViolations, schemaValid, VALIDATION_MESSAGES, type Violation } from "../validation.js";

/** Beyond this many findings in one request, the document is of another shape: more would be noise. */
const MAX_FINDINGS = 100;

export default createRule("bedrock-request-schema", {
  meta: {
    description:
      "The request breaks the service model: a required member missing, a length, count, range, pattern or enum broken (in the validation layer's texts), or a value of the wrong JSON type.",
    category: "api",
    recommended: true,
    fallback: true,
    spec: "providers.md bedrock-converse §1, §2 (form A), §3 (bedrock-constraint, bedrock-reasoning-text-null)",
    messages: {
      ...VALIDATION_MESSAGES,
      // msglint's own text: Bedrock cannot read such a body (a SerializationException), and no recording gives its text.
      type: "msglint: {{path}} must be {{expected}}, not {{found}}: Bedrock cannot read the request (its text for this is not recorded).",
    },
    api: {
      paths: ["*"],
      status: "C",
      area: "structure",
      reason:
        "The body against the JSON Schema generated from @aws-sdk/client-bedrock-runtime's ConverseCommandInput with the service model's constraints (scripts/schemas/bedrock-converse.mjs).",
    },
  },
  visit: {
    request(context) {
      if (shared(context.model, schemaValid)) return;
      const errors = (validate.errors ?? []).slice(0, MAX_FINDINGS);
      const violations: Violation[] = [];
      for (const error of errors) {
        const violation = violationOf(error, context);
        if (violation) violations.push(violation);
        else if (error.keyword === "type") reportType(error, context);
      }
      reportViolations(context, violations);
    },
  },
});

/** The node at an ajv instance path (a JSON pointer). */
function nodeAt(context: Context, pointer: string): Node {
  return context.at(context.root, ...parsePointer(pointer).map((k) => (/^(0|[1-9]\d*)$/.test(k) ? Number(k) : k)));
}

/** The service model's pattern as its texts write it: the compiled form is anchored. */
const servicePattern = (pattern: string) => pattern.replace(/^\^\(\?:/, "").replace(/\)[$]$/, "");

function violationOf(error: SchemaError, context: Context): Violation | undefined {
  const { keyword, params, instancePath } = error;
  const limit = Number(params.limit);
  const constraint = (() => {
    switch (keyword) {
      case "minLength":
      case "minItems":
      case "minProperties":
        return MEMBER.minLength(limit);
      case "maxLength":
      case "maxItems":
      case "maxProperties":
        return MEMBER.maxLength(limit);
      case "minimum":
        return MEMBER.min(limit);
      case "maximum":
        return MEMBER.max(limit);
      case "pattern":
        return MEMBER.pattern(servicePattern(String(params.pattern)));
      case "enum":
        return MEMBER.enum((params.allowedValues as unknown[]).map(String));
      case "required":
        return MEMBER.notNull;
      default:
        return undefined;
    }
  })();
  if (constraint === undefined) return undefined;
  if (keyword === "required") {
    // The member is missing: the path names it, the finding points at the object that lacks it.
    const parent = nodeAt(context, instancePath);
    const missing = String(params.missingProperty);
    return { at: context.at(parent, missing), point: parent, value: null, constraint };
  }
  return { at: nodeAt(context, instancePath), value: resolvePointer(context.request, instancePath), constraint };
}

function reportType(error: SchemaError, context: Context): void {
  const value = resolvePointer(context.request, error.instancePath);
  const found = value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;
  const expected = String(error.params.type);
  context.report({
    messageId: "type",
    at: nodeAt(context, error.instancePath),
    data: { expected: expected === "array" ? "a list" : expected === "object" ? "an object" : `a ${expected}`, found },
  });
}
