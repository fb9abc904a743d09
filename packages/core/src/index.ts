/** @msglint/core: the engine. No Node built-ins: it runs in Node, browsers and edge runtimes. */
export type * from "./types.js";
export type { Block, Conversation, Message, Turn, ToolDefinition } from "./dialects/anthropic/conversation.js";
export { createLinter, defaultLinter, lint, lintText, lintValue, lintLines, loadApiVersion, activeRules } from "./linter.js";
export { Linter, type LinterOptions, type LintResult } from "./engine/linter.js";
export type { Dialect, DialectVersions, NodeVisit, WalkVisit, ListShape } from "./engine/dialect.js";
export type { RequestPresence } from "./engine/needs.js";
export type { PathForm } from "./model/pointer.js";
export type { ConversationView, ViewTurn, ViewItem, ViewItemKind, ViewPairing } from "./model/view.js";
export { viewTargets, type RequestView, type ViewTarget } from "./engine/views.js";
export { detectDialect, type Detection } from "./engine/detect.js";
export { builtinDialects, rules } from "./dialects/index.js";
export { utf8Problem, type Utf8Problem, type Utf8ProblemOptions } from "./sources/utf8.js";
// `lintLinesWith(linter, …)`: line by line with a linter of one's own (the CLI's, with a config's dialects).
export { MAX_WHOLE_TEXT, lintLines as lintLinesWith, type LineLintSession, type LineLintOptions } from "./engine/lint-lines.js";
export { ruleCreator, DOCS_BASE_URL } from "./engine/create-rule.js";
export { formatMessage } from "./engine/messages.js";
export { API_VERSIONS, DEFAULT_API_VERSION } from "./dialects/anthropic/schema/structural.js";
export { LINT_SETTING_KEYS, REGION_PATTERN, ENDPOINT_PATTERN, DATE_PATTERN, settingChoices, settingProblem } from "./settings.js";
export { closestName } from "./closest-name.js";
export { applyEdits } from "./fix/apply-edits.js";
export { joinPointer, parsePointer, resolvePointer } from "./model/pointer.js";
export { locatePointers, findSyntaxError, LineIndex } from "./locate/json-text.js";
export {
  toTextEdits,
  toTextEditsWith,
  combineFixes,
  jsonLocator,
  type CombinedFixes,
  type TextEdit,
  type ValueLocator,
  type LocatedValue,
} from "./fix/text-edits.js";
export {
  repair,
  nextRepair,
  repairStrategies,
  type RepairStep,
  type RepairChange,
  type RepairOptions,
  type RepairResult,
  type RepairStrategy,
  type RepairStrategyName,
} from "./repair.js";
export { assertValid, MsglintError, requestErrors } from "./guard/assert-valid.js";
export {
  guardRequest,
  msglintMiddleware,
  msglintBedrockPlugin,
  withMsglint,
  type GuardOptions,
  type GuardDecision,
  type OutgoingRequest,
  type MiddlewareRequest,
  type AwsMiddlewareStack,
} from "./guard/http.js";
export { explainApiError, apiPathToPointer, ApiErrorExplainer, type ExplainedApiError, type ApiErrorMatch } from "./explain.js";
export { apiErrors, compareRows, type ApiErrorEntry } from "./api-errors.js";
export {
  diagnoseTranscript,
  syntheticResultUuid,
  type DoctorReport,
  type DoctorProblem,
  type DoctorRepair,
  type DoctorTurn,
  type DoctorStrategy,
  type DoctorOptions,
} from "./doctor.js";
export { readDocuments, readsAsLines, type TextDocument } from "./sources/documents.js";
export { inputAdapters, readUnits, type InputAdapter, type ReadUnits, type ReadContext, type EngineFinding } from "./sources/index.js";
export { rebuildTranscript, type RebuiltTranscript, type RebuiltMessage, type TranscriptEntry } from "./sources/claude-code.js";
