/**
 * HAR captures (HTTP Archive 1.2, `log.entries[]`, as browsers, proxies and `mitmproxy` export them): every entry
 * that POSTs a Messages API, Chat Completions or Responses request is linted (the URL names the format, and for
 * Azure OpenAI and the compatible servers the target). The body is JSON held in a string (`request.postData.text`), so it
 * is parsed twice; findings point at that string in the HAR (`pointer`) and, for lines and columns, at the exact
 * place inside it (escapes accounted for, see embedded-json.ts). Settings come from the capture: the
 * `anthropic-version` and `anthropic-beta` headers on the first-party API; the platform and the model from the URL
 * on Bedrock (`/model/<id>/invoke`, `invoke-with-response-stream`) and Vertex (`…/models/<id>:rawPredict`,
 * `:streamRawPredict`), where the body carries `anthropic_version` and, on Bedrock, `anthropic_beta`. Bedrock's
 * `/model/<id>/converse` and `converse-stream` take a format of their own (bedrock-converse), the model in the URL.
 * Gemini `generateContent` and `streamGenerateContent` calls are linted as `gemini` bodies: the host says the
 * target (`generativelanguage.googleapis.com` AI Studio, `aiplatform.googleapis.com` Vertex AI, as does a
 * `publishers/google/models/` path) and the URL names the model, which the body does not.
 * Fixes are not offered: an edit inside a string is not a JSON Patch on the HAR.
 */
import { isRecord } from "../model/json.js";
import { findSyntaxError, LineIndex } from "../locate/json-text.js";
import type { DialectId, LintSettings } from "../types.js";
import { duplicateCustomIds } from "./batch.js";
import { describe, documentUnits, type ParsedDocument, type RequestUnit } from "./documents.js";
import type { EngineFinding, InputAdapter, ReadContext, ReadUnits } from "./adapter.js";
import { withKeys } from "../model/values.js";

/** A HAR capture: `{log: {entries: [...]}}`. */
export function isHar(value: unknown): value is { log: { entries: unknown[] } } {
  return isRecord(value) && isRecord(value.log) && Array.isArray(value.log.entries);
}

export interface MessagesEndpoint {
  kind: "messages" | "count_tokens" | "batches" | "bedrock" | "vertex" | "gemini" | "converse" | "chat" | "responses";
  settings: LintSettings;
  /** The request format, when the URL names one other than the Messages API. */
  dialect?: DialectId;
}

/** Hosts of the servers that speak Chat Completions with texts of their own (providers.md openai-chat §7), by target. */
const CHAT_HOSTS: readonly [RegExp, string][] = [
  [/(^|\.)openai\.azure\.com$|(^|\.)cognitiveservices\.azure\.com$|(^|\.)services\.ai\.azure\.com$/, "azure"],
  [/(^|\.)deepseek\.com$/, "deepseek"],
  [/(^|\.)mistral\.ai$/, "mistral"],
  [/(^|\.)groq\.com$/, "groq"],
  [/(^|\.)dashscope(-intl)?\.aliyuncs\.com$/, "dashscope"],
];

/** The host of an absolute URL, lower-cased; "" for a path. */
function hostOf(url: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^:/?#]*)/i.exec(url);
  return match ? match[1]!.toLowerCase() : "";
}

/**
 * The OpenAI endpoint a POST goes to: `/v1/chat/completions` (and `/chat/completions` on the compatible servers),
 * `/v1/responses`, Azure OpenAI's `/openai/deployments/<name>/chat/completions`, `/openai/v1/…` and
 * `/openai/responses`. Azure's deployment name is not taken for the model: a deployment may hold any model.
 */
function openaiEndpoint(url: string, path: string): MessagesEndpoint | undefined {
  const host = hostOf(url);
  const azurePath = /\/openai\/(deployments\/[^/]+\/|v1\/)?(chat\/completions|responses)\/?$/.exec(path);
  const chat = /\/chat\/completions\/?$/.test(path);
  const responses = /\/v1\/responses\/?$/.test(path) || (azurePath !== null && azurePath[2] === "responses");
  if (!chat && !responses) return undefined;
  const target = azurePath ? "azure" : CHAT_HOSTS.find(([pattern]) => pattern.test(host))?.[1];
  const settings: LintSettings = target !== undefined && (chat || target === "azure") ? { target } : {};
  return chat ? { kind: "chat", settings, dialect: "openai-chat" } : { kind: "responses", settings, dialect: "openai-responses" };
}

/**
 * The endpoint a POST goes to, with what its URL says about the settings (the URL itself as `endpoint`); undefined
 * for URLs of no format msglint reads.
 */
export function messagesEndpoint(url: string): MessagesEndpoint | undefined {
  const endpoint = endpointOfPath(url);
  return endpoint && { ...endpoint, settings: { ...endpoint.settings, endpoint: url } };
}

function endpointOfPath(url: string): MessagesEndpoint | undefined {
  // The path alone: no scheme, host, query or fragment (the engine has no `URL`: it runs without DOM or Node types).
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "").replace(/[?#].*$/, "");
  if (/\/v1\/messages\/?$/.test(path)) return { kind: "messages", settings: {} };
  if (/\/v1\/messages\/count_tokens\/?$/.test(path)) return { kind: "count_tokens", settings: {} };
  if (/\/v1\/messages\/batches\/?$/.test(path)) return { kind: "batches", settings: {} };
  // Bedrock Converse and ConverseStream: a format of its own, the model in the URL (providers.md Bedrock §1).
  const converse = /\/model\/([^/]+)\/(converse|converse-stream)\/?$/.exec(path);
  if (converse)
    return {
      kind: "converse",
      dialect: "bedrock-converse",
      settings: { dialect: "bedrock-converse", target: "bedrock", model: safeDecode(converse[1]!), ...bedrockRegion(url) },
    };
  const bedrock = /\/model\/([^/]+)\/(invoke|invoke-with-response-stream)\/?$/.exec(path);
  if (bedrock) return { kind: "bedrock", settings: { target: "bedrock", model: safeDecode(bedrock[1]!), ...bedrockRegion(url) } };
  const vertex = /\/models\/([^/:]+):(rawPredict|streamRawPredict)$/.exec(path);
  if (vertex) return { kind: "vertex", settings: { target: "vertex", model: safeDecode(vertex[1]!) } };
  const gemini = /\/models\/([^/:]+):(generateContent|streamGenerateContent)$/.exec(path);
  if (gemini) {
    const onVertex = /(^|\.)aiplatform\.googleapis\.com$/.test(hostOf(url)) || /\/publishers\/google\/models\//.test(path);
    return { kind: "gemini", dialect: "gemini", settings: { target: onVertex ? "vertex" : "ai-studio", model: safeDecode(gemini[1]!) } };
  }
  return openaiEndpoint(url, path);
}

/** The Region of a Bedrock runtime URL (`bedrock-runtime.us-east-1.amazonaws.com`, its FIPS and China hosts), as a setting. */
function bedrockRegion(url: string): { region?: string } {
  // linear: each repeated group opens with `-`, which `[a-z]+` cannot match.
  const region = /^bedrock-runtime(?:-fips)?\.([a-z]{2}(?:-[a-z]+)+-\d+)\.amazonaws\.com(?:\.cn)?$/.exec(hostOf(url))?.[1];
  return region === undefined ? {} : { region };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** All values of a header, case-insensitively (HTTP/2 captures write names in lower case, HTTP/1.1 in any). */
function headerValues(headers: unknown, name: string): string[] {
  if (!Array.isArray(headers)) return [];
  return headers.flatMap((header) =>
    isRecord(header) && typeof header.name === "string" && header.name.toLowerCase() === name && typeof header.value === "string"
      ? [header.value]
      : [],
  );
}

/** The settings one captured request was sent with. */
function captureSettings(endpoint: MessagesEndpoint, headers: unknown, body: unknown): LintSettings {
  const settings: LintSettings = { ...endpoint.settings };
  const version = headerValues(headers, "anthropic-version")[0]?.trim();
  if (version) settings.apiVersion = version;
  const betas = headerValues(headers, "anthropic-beta")
    .flatMap((value) => value.split(","))
    .map((beta) => beta.trim())
    .filter(Boolean);
  if (isRecord(body) && Array.isArray(body.anthropic_beta)) betas.push(...body.anthropic_beta.filter((b): b is string => typeof b === "string"));
  if (betas.length > 0) settings.betas = [...new Set(betas)];
  return settings;
}

/** `--input-format har`, and HAR captures recognised by `log.entries`. */
export const harAdapter: InputAdapter = {
  name: "har",
  description: "a HAR capture",
  read(documents: readonly ParsedDocument[], context: ReadContext): ReadUnits | undefined {
    if (context.format !== "har" && !(documents.length === 1 && isHar(documents[0]!.value))) return undefined;
    const result: ReadUnits & { findings: EngineFinding[] } = { units: [], unrecognized: [], findings: [] };
    let requests = 0;
    for (const document of documents) {
      if (!isHar(document.value)) {
        result.unrecognized.push({ document: document.index, found: "no HAR capture (an object with `log.entries`)" });
        continue;
      }
      document.value.log.entries.forEach((entry, i) => {
        const request = isRecord(entry) && isRecord(entry.request) ? entry.request : undefined;
        if (!request || String(request.method).toUpperCase() !== "POST" || typeof request.url !== "string") return;
        const endpoint = messagesEndpoint(request.url);
        const text = isRecord(request.postData) ? request.postData.text : undefined;
        if (!endpoint || typeof text !== "string") return;
        requests++;
        const at = `/log/entries/${i}/request/postData/text`;
        const status = isRecord(entry) && isRecord(entry.response) && typeof entry.response.status === "number" ? entry.response.status : undefined;
        const label = `HAR entry ${i} (POST ${request.url}${status ? `, answered ${status}` : ""})`;
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          result.findings.push(syntaxFinding(document.index, at, text));
          return;
        }
        // An endpoint of another format than the Messages API names it: the body is its request, whatever it holds.
        const units = endpoint.dialect
          ? isRecord(body)
            ? [capturedUnit(body, endpoint.dialect)]
            : { found: describe(body) }
          : documentUnits({ index: 0, value: body });
        if ("found" in units) {
          result.findings.push({
            document: document.index,
            ruleId: "unrecognized-input",
            pointer: at,
            data: { found: `${units.found} in ${label}` },
          });
          return;
        }
        for (const finding of duplicateCustomIds([{ index: 0, value: body }])) {
          result.findings.push(withKeys(finding, { document: document.index, pointer: at, within: finding.pointer }));
        }
        const settings = endpoint.dialect ? endpoint.settings : captureSettings(endpoint, request.headers, body);
        for (const unit of units) result.units.push(embedded(unit, document.index, at, label, settings));
      });
    }
    if (requests === 0 && result.unrecognized.length === 0 && documents.length > 0) {
      result.findings.push({
        document: documents[0]!.index,
        ruleId: "unrecognized-input",
        pointer: "/log/entries",
        data: {
          found:
            "a HAR capture with no POST to an endpoint msglint reads (the Messages API's `/v1/messages`, Bedrock `invoke` and `converse`, Vertex `rawPredict`, Gemini `:generateContent`, `/v1/chat/completions`, `/v1/responses`)",
        },
      });
    }
    return result;
  },
};

/** A captured request of the format its URL names: the body as it is. */
function capturedUnit(body: Record<string, unknown>, dialect: DialectId): RequestUnit {
  return { request: body, dialect, locate: (pointer) => ({ document: 0, pointer }) };
}

/** A unit of a body held in the string at `at`: its findings point at the string and, within it, at the value. */
function embedded(unit: RequestUnit, document: number, at: string, label: string, settings: LintSettings): RequestUnit {
  return {
    request: unit.request,
    ...(unit.dialect !== undefined || settings.dialect !== undefined ? { dialect: unit.dialect ?? (settings.dialect as DialectId) } : {}),
    locate: (pointer) => ({ document, pointer: at, within: unit.locate(pointer).pointer }),
    settings: withKeys(settings, unit.settings ?? {}),
    label: unit.label ? `${unit.label} of ${label}` : label,
  };
}

/** The API's `body-not-json` for a captured body, its line and column counted in the body, as the API counts them. */
function syntaxFinding(document: number, pointer: string, text: string): EngineFinding {
  const problem = findSyntaxError(text) ?? { offset: 0, detail: "invalid JSON" };
  const { line, column } = new LineIndex(text).position(problem.offset);
  return { document, ruleId: "body-not-json", pointer, data: { detail: problem.detail, line, column, offset: problem.offset } };
}
