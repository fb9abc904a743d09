/** @msglint/core: the engine. No Node built-ins: it runs in Node, browsers and edge runtimes. */
export type * from "./types.js";
export type { Block, Conversation, Message, Turn, ToolDefinition } from "./engine/conversation.js";
export { lint, lintText, lintValue, activeRules, resolveSettings, unloadedApiVersionOf, invalidUtf8Diagnostic } from "./engine/lint.js";
export { utf8Problem, type Utf8Problem, type Utf8ProblemOptions } from "./sources/utf8.js";
export { lintLines, MAX_WHOLE_TEXT, type LineLintSession, type LineLintOptions } from "./engine/lint-lines.js";
export { createRule, formatMessage, DOCS_BASE_URL } from "./engine/create-rule.js";
export { rules } from "./rules/index.js";
export { loadApiVersion, API_VERSIONS, DEFAULT_API_VERSION } from "./schema/structural.js";
export { applyEdits } from "./fix/apply-edits.js";
export { joinPointer, parsePointer, resolvePointer } from "./engine/pointer.js";
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
} from "./fix/repair.js";
export { assertValid, MsglintError, requestErrors } from "./guard/assert-valid.js";
export {
  guardRequest,
  msglintMiddleware,
  withMsglint,
  type GuardOptions,
  type GuardDecision,
  type OutgoingRequest,
  type MiddlewareRequest,
} from "./guard/http.js";
export { explainApiError, apiPathToPointer, type ExplainedApiError, type ApiErrorMatch } from "./explain.js";
export { catalog, catalogEntry, type CatalogEntry, type EvidenceStatus, type OfflineCheck } from "./catalog.js";
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
