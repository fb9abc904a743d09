import { DOCS_BASE_URL, rules, type ResolvedRuleMeta } from "@msglint/core";
import type { Log, PhysicalLocation, Region, ReportingDescriptor, Result, Run } from "sarif";
import packageJson from "../../package.json" with { type: "json" };
import type { CliMessage, Formatter, FormatterContext } from "../types.js";
import { cut, LONE_SURROGATE } from "./text.js";

/** The rule id of findings about a file that could not be linted at all (`ruleId: null`): they stay results, so they show as alerts. */
export const FATAL_RULE_ID = "msglint/fatal";

/** GitHub code scanning rejects a run with more results than this (a hard limit, not a display limit). */
export const MAX_RESULTS = 25_000;

/** The repository's address, taken from the docs URL so the two cannot drift apart. */
const INFORMATION_URI = DOCS_BASE_URL.includes("/blob/") ? DOCS_BASE_URL.slice(0, DOCS_BASE_URL.indexOf("/blob/")) : DOCS_BASE_URL;

const CATEGORY_TEXT: Record<string, (meta: ResolvedRuleMeta) => string> = {
  api: (meta) => `The API rejects such a request with HTTP ${meta.httpStatus}.`,
  risk: () => "The API accepts such a request, but it is almost surely a bug.",
};

/** Lone surrogates become U+FFFD, as any UTF-8 encoder would make them; JSON escapes every other control character. */
function text(value: string): string {
  return cut(value).replace(LONE_SURROGATE, "\uFFFD");
}

function encodeSegments(path: string): string {
  return path
    .split("/")
    .map((segment) => encodeURIComponent(segment.replace(LONE_SURROGATE, "\uFFFD")))
    .join("/");
}

/** A relative path is a URI reference against %SRCROOT%; an absolute one (outside the working directory) a `file:` URI. */
function artifactLocation(filePath: string): PhysicalLocation["artifactLocation"] {
  const drive = /^([A-Za-z]):\//.exec(filePath);
  if (drive) return { uri: `file:///${drive[1]}:/${encodeSegments(filePath.slice(3))}` };
  if (filePath.startsWith("/")) return { uri: `file://${encodeSegments(filePath)}` };
  return { uri: encodeSegments(filePath), uriBaseId: "%SRCROOT%" };
}

function directoryUri(cwd: string): string | undefined {
  const posix = cwd.replace(/\\/g, "/");
  const withSlash = posix.endsWith("/") ? posix : `${posix}/`;
  if (/^[A-Za-z]:\//.test(withSlash)) return `file:///${withSlash.slice(0, 3)}${encodeSegments(withSlash.slice(3))}`;
  if (withSlash.startsWith("/")) return `file://${encodeSegments(withSlash)}`;
  return undefined;
}

/** SARIF needs startLine ≥ 1 (GitHub too); an end before the start is dropped rather than emitted invalid. */
function region(m: CliMessage): Region {
  const startLine = Math.max(1, m.line ?? 1);
  const result: Region = { startLine };
  if (m.column !== undefined && m.column >= 1) result.startColumn = m.column;
  if (m.fatal || m.endLine === undefined || m.endColumn === undefined) return result;
  const startColumn = result.startColumn ?? 1;
  if (m.endLine < startLine || (m.endLine === startLine && m.endColumn < startColumn) || m.endColumn < 1) return result;
  return Object.assign({}, result, { endLine: m.endLine, endColumn: m.endColumn });
}

function ruleDescriptor(meta: ResolvedRuleMeta): ReportingDescriptor {
  return {
    id: meta.id,
    shortDescription: { text: meta.description },
    fullDescription: { text: `${meta.description} ${CATEGORY_TEXT[meta.category]?.(meta) ?? ""}`.trim() },
    helpUri: meta.docsUrl,
    help: { text: `${meta.description} See ${meta.docsUrl}`, markdown: `${meta.description}\n\n[Rule documentation](${meta.docsUrl})` },
    defaultConfiguration: { level: meta.defaultSeverity },
    properties: { tags: [meta.category] },
  };
}

const fatalDescriptor: ReportingDescriptor = {
  id: FATAL_RULE_ID,
  shortDescription: { text: "The file could not be linted." },
  fullDescription: { text: "msglint could not lint this path: it could not be read, is binary, or matched no files. The result's message says why." },
  defaultConfiguration: { level: "error" },
  properties: { tags: ["fatal"] },
};

/** A rule id that core does not know (a plugin's, or a newer core's) still gets a descriptor, so every `ruleIndex` resolves. */
function unknownDescriptor(id: string, context: FormatterContext): ReportingDescriptor {
  const meta = context.rulesMeta[id];
  return {
    id,
    shortDescription: { text: meta?.description ?? id },
    ...(meta?.docsUrl ? { helpUri: meta.docsUrl } : {}),
  };
}

/** Keeps errors before warnings when a run must be cut to GitHub's limit; the kept results stay in report order. */
function keep(all: Result[]): { kept: Result[]; omitted: number } {
  if (all.length <= MAX_RESULTS) return { kept: all, omitted: 0 };
  const errors = all.filter((r) => r.level === "error").length;
  let warningsLeft = Math.max(0, MAX_RESULTS - errors);
  let errorsLeft = MAX_RESULTS;
  const kept = all.filter((r) => (r.level === "error" ? errorsLeft-- > 0 : warningsLeft-- > 0));
  return { kept, omitted: all.length - kept.length };
}

/**
 * SARIF 2.1.0 as GitHub code scanning accepts it: the reported rules in `tool.driver.rules`, one result per finding with
 * the API's text as its message, a physical location relative to %SRCROOT%, and the JSON pointer and hint as properties.
 */
const sarif: Formatter = (results, context) => {
  const core = new Map(rules.map((rule) => [rule.meta.id, rule.meta]));
  // Only the rules that have results, in order of first appearance (as ESLint's SARIF formatter does): a small log whose indexes do not move when core gains a rule.
  const descriptors: ReportingDescriptor[] = [];
  const index = new Map<string, number>();
  const ruleIndex = (id: string): number => {
    let i = index.get(id);
    if (i === undefined) {
      const meta = core.get(id);
      i = descriptors.push(id === FATAL_RULE_ID ? fatalDescriptor : meta ? ruleDescriptor(meta) : unknownDescriptor(id, context)) - 1;
      index.set(id, i);
    }
    return i;
  };

  const all: Result[] = [];
  for (const { filePath, messages } of results) {
    const location = artifactLocation(filePath);
    for (const m of messages) {
      const ruleId = m.ruleId ?? FATAL_RULE_ID;
      const properties: Record<string, unknown> = { pointer: m.pointer };
      if (!m.fatal && m.hint) properties.hint = text(m.hint);
      if (!m.fatal && m.document) properties.document = m.document;
      all.push({
        ruleId,
        ruleIndex: ruleIndex(ruleId),
        level: m.severity,
        message: { text: text(m.message) },
        locations: [{ physicalLocation: { artifactLocation: location, region: region(m) } }],
        properties,
      });
    }
  }

  const { kept, omitted } = keep(all);
  const root = directoryUri(context.cwd);
  const run: Run = {
    tool: { driver: { name: "msglint", informationUri: INFORMATION_URI, version: packageJson.version, rules: descriptors } },
    ...(root ? { originalUriBaseIds: { "%SRCROOT%": { uri: root } } } : {}),
    columnKind: "utf16CodeUnits",
    results: kept,
  };
  if (omitted > 0) {
    run.invocations = [
      {
        executionSuccessful: true,
        toolExecutionNotifications: [
          {
            level: "warning",
            descriptor: { id: "msglint/results-omitted" },
            message: {
              text: `${omitted} of ${all.length} results ${omitted === 1 ? "was" : "were"} left out: GitHub code scanning rejects a run with more than ${MAX_RESULTS} results. Errors were kept before warnings.`,
            },
          },
        ],
      },
    ];
  }
  const log: Log = { $schema: "https://json.schemastore.org/sarif-2.1.0.json", version: "2.1.0", runs: [run] };
  return JSON.stringify(log, null, 2) + "\n";
};

export default sarif;
