import { createRule } from "../engine/create-rule.js";
import {
  API_VERSIONS,
  STRUCTURAL_MESSAGES,
  structuralFindings,
  structuralSchema,
  type SchemaVariant,
  type StructuralFinding,
  type StructuralSchema,
} from "../schema/structural.js";

/** Beyond this many structural findings in one request, the document is of another shape: more would be noise. */
const MAX_FINDINGS = 100;

/** Request fields API version 2026-10-21 dropped (api-rules.md §15). */
const DROPPED_IN_2026 = new Set(["temperature", "top_p", "top_k"]);

export default createRule("request-schema", {
  meta: {
    description:
      "The request does not match the request schema of its API version, generated from the official SDK's types (a missing or unknown field, a wrong type, an unknown block type).",
    category: "api",
    recommended: true,
    fallback: true,
    spec: "§0, §14, §15",
    messages: {
      ...STRUCTURAL_MESSAGES,
      unknownApiVersion:
        'msglint: unknown API version "{{apiVersion}}" (msglint knows {{known}}), so this request was not checked against a request schema. Send it with one of these `anthropic-version`s.',
    },
  },
  check(context) {
    const { apiVersion, betas } = context.settings;
    // A body says neither its version nor its betas: unless the betas are known to be none, the beta schema (a
    // superset) is the one that cannot reject an accepted request (§15).
    const variant: SchemaVariant = betas !== undefined && betas.length === 0 ? "ga" : "beta";
    const schema = structuralSchema(apiVersion, variant);
    if (!schema) {
      // An unknown version would skip the check silently; a known one not loaded yet is the engine's finding.
      if (!API_VERSIONS.includes(apiVersion)) {
        context.report({ messageId: "unknownApiVersion", path: "", pointer: "", data: { apiVersion, known: API_VERSIONS.join(", ") } });
      }
      return;
    }
    const { request } = context;
    // A bare `messages` array (or a history holding nothing else) is not a request body: its messages are checked.
    const keys = Object.keys(request);
    const messagesOnly = keys.length === 1 && keys[0] === "messages";
    const findings = structuralFindings(request, schema, { messagesOnly, limit: MAX_FINDINGS }).filter(
      (f) => !platformField(f, context.settings.target),
    );
    if (findings.length === 0) return;
    const betaOnly = variant === "ga" ? acceptedByBeta(request, schema, messagesOnly) : undefined;
    for (const finding of findings) {
      context.report({
        messageId: finding.messageId,
        path: finding.path,
        pointer: finding.pointer,
        data: finding.data,
        ...hintFor(finding, schema, betaOnly),
      });
    }
  },
});

/** Bedrock and Vertex bodies name the model in the URL and carry the version (and Bedrock's betas) in the body. */
function platformField(finding: StructuralFinding, target: string): boolean {
  if (target === "anthropic") return false;
  if (finding.messageId === "missing") return finding.path === "model";
  return finding.messageId === "extra" && (finding.path === "anthropic_version" || finding.path === "anthropic_beta");
}

/** Pointers of the GA findings the beta schema has no finding at: constructs that only a beta enables. */
function acceptedByBeta(request: unknown, ga: StructuralSchema, messagesOnly: boolean): (finding: StructuralFinding) => boolean {
  const beta = structuralSchema(ga.apiVersion, "beta");
  const betaPointers = new Set(beta ? structuralFindings(request, beta, { messagesOnly }).map((f) => f.pointer) : []);
  return (finding) => beta !== undefined && !betaPointers.has(finding.pointer);
}

function hintFor(
  finding: StructuralFinding,
  schema: StructuralSchema,
  betaOnly: ((finding: StructuralFinding) => boolean) | undefined,
): { hint?: string } {
  if (betaOnly?.(finding)) {
    return {
      hint: `A beta construct: the request schema of ${schema.apiVersion} accepts it only with the \`anthropic-beta\` header of the beta that adds it, and the configured betas do not include one.`,
    };
  }
  if (finding.messageId === "extra" && schema.apiVersion === "2026-10-21" && DROPPED_IN_2026.has(finding.path)) {
    return { hint: "API version 2026-10-21 has no `temperature`, `top_p` or `top_k`; requests sent with `anthropic-version: 2023-06-01` do." };
  }
  if (finding.messageId === "missing" && finding.path === "max_tokens") {
    return { hint: "`max_tokens` is required on every request: the API sets no default." };
  }
  return {};
}
