import { createRule } from "../create-rule.js";
import {
  API_VERSIONS,
  STRUCTURAL_MESSAGES,
  structuralFindings,
  type SchemaVariant,
  type StructuralFinding,
  type StructuralSchema,
  type SchemaRegistry,
} from "../schema/structural.js";
import { withKeys } from "../../../model/values.js";

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
      // msglint's own text, not the API's: like a rule that failed, it says the request was not fully checked.
      unknownApiVersion:
        'msglint: unknown API version "{{apiVersion}}" (msglint knows {{known}}), so this request was not checked against a request schema. Send it with one of these `anthropic-version`s.',
      notLoaded:
        'msglint: the request schema of API version {{apiVersion}} is not loaded, so this request was not checked against it. Load it first: `await loadApiVersion("{{apiVersion}}")` (from @msglint/core) before a synchronous `lint` or `assertValid`; the CLI loads the versions its settings name (`--api-version {{apiVersion}}`).',
    },
    hints: {
      betaOnly:
        "A beta construct: the request schema of {{schemaVersion}} accepts it only with the `anthropic-beta` header of the beta that adds it, and the configured betas do not include one.",
      samplingDropped: "API version 2026-10-21 has no `temperature`, `top_p` or `top_k`; requests sent with `anthropic-version: 2023-06-01` do.",
      maxTokensRequired: "`max_tokens` is required on every request: the API sets no default.",
    },
    api: {
      row: "§14",
      area: "request",
      reason: "a JSON Schema generated from the SDK's request types, per API version",
      texts: [
        "{{path}}: Additional input is not allowed",
        "{{path}}: String should have at most {{max}} characters",
        "{{path}}: Input should be greater than or equal to {{min}}",
        "{{path}}: Input tag '{{tag}}' found using 'type' does not match any of the expected tags: {{tags}}",
      ],
      rows: [
        { row: "28", id: "content-block-unknown-type" },
        {
          row: "29",
          id: "content-block-extra-field",
          area: "blocks",
          status: "C",
          reason: "a structural check of the request",
          texts: ["{{path}}: Extra inputs are not permitted", "{{path}}: Additional input is not allowed"],
          paths: ["messages.N.content.M.*"],
        },
        {
          row: "78",
          id: "required-field-missing",
          area: "request",
          status: "C",
          reason: "required fields, reported by the structural schema",
          texts: ["{{path}}: Field required"],
          paths: ["model|max_tokens|messages"],
        },
      ],
    },
  },
  visit: {
    request(context) {
      const { apiVersion, betas } = context.settings;
      // A body says neither its version nor its betas: unless the betas are known to be none, the beta schema (a
      // superset) is the one that cannot reject an accepted request (§15).
      const variant: SchemaVariant = betas !== undefined && betas.length === 0 ? "ga" : "beta";
      const schemas = context.model.state?.schemas;
      if (schemas?.notLoaded(apiVersion)) {
        context.needsApiVersion(apiVersion);
        context.report({ messageId: "notLoaded", at: context.root, data: { apiVersion } });
        return;
      }
      const schema = schemas?.get(apiVersion, variant);
      if (!schema) {
        // An unknown version would skip the check silently.
        if (schemas && !API_VERSIONS.includes(apiVersion))
          context.report({ messageId: "unknownApiVersion", at: context.root, data: { apiVersion, known: API_VERSIONS.join(", ") } });
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
      const betaOnly = variant === "ga" ? acceptedByBeta(request, schema, messagesOnly, schemas!) : undefined;
      for (const finding of findings) {
        context.report({
          messageId: finding.messageId,
          at: finding,
          data: withKeys(finding.data, { schemaVersion: schema.apiVersion }),
          hint: hintFor(finding, schema, betaOnly),
        });
      }
    },
  },
});

/** Bedrock and Vertex bodies name the model in the URL and carry the version (and Bedrock's betas) in the body. */
function platformField(finding: StructuralFinding, target: string): boolean {
  if (target === "anthropic") return false;
  if (finding.messageId === "missing") return finding.path === "model";
  return finding.messageId === "extra" && (finding.path === "anthropic_version" || finding.path === "anthropic_beta");
}

/** Pointers of the GA findings the beta schema has no finding at: constructs that only a beta enables. */
function acceptedByBeta(
  request: unknown,
  ga: StructuralSchema,
  messagesOnly: boolean,
  registry: SchemaRegistry,
): (finding: StructuralFinding) => boolean {
  const beta = registry.get(ga.apiVersion, "beta");
  const betaPointers = new Set(beta ? structuralFindings(request, beta, { messagesOnly }).map((f) => f.pointer) : []);
  return (finding) => beta !== undefined && !betaPointers.has(finding.pointer);
}

/** The hint a structural finding gets, where the API's text says too little. */
function hintFor(
  finding: StructuralFinding,
  schema: StructuralSchema,
  betaOnly: ((finding: StructuralFinding) => boolean) | undefined,
): string | undefined {
  if (betaOnly?.(finding)) return "betaOnly";
  if (finding.messageId === "extra" && schema.apiVersion === "2026-10-21" && DROPPED_IN_2026.has(finding.path)) return "samplingDropped";
  if (finding.messageId === "missing" && finding.path === "max_tokens") return "maxTokensRequired";
  return undefined;
}
