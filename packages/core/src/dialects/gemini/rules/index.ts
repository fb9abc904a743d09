/** Every Gemini rule, in the order they run. A test checks that each file in this folder is listed here. */
import type { Rule } from "../../../types.js";
import type { Model } from "../create-rule.js";
import geminiBuiltinPlusFunctions from "./gemini-builtin-plus-functions.js";
import geminiBytesBase64 from "./gemini-bytes-base64.js";
import geminiCacheConflict from "./gemini-cache-conflict.js";
import geminiCallUnanswered from "./gemini-call-unanswered.js";
import geminiCandidateCount from "./gemini-candidate-count.js";
import geminiContentsMissing from "./gemini-contents-missing.js";
import geminiFcFrMixed from "./gemini-fc-fr-mixed.js";
import geminiFcTurnOrder from "./gemini-fc-turn-order.js";
import geminiFccWithoutDecls from "./gemini-fcc-without-decls.js";
import geminiFnName from "./gemini-fn-name.js";
import geminiFrCount from "./gemini-fr-count.js";
import geminiFrNameEmpty from "./gemini-fr-name-empty.js";
import geminiFrTurnOrder from "./gemini-fr-turn-order.js";
import geminiFunctionCallingUnsupported from "./gemini-function-calling-unsupported.js";
import geminiFunctionDeclarationsCount from "./gemini-function-declarations-count.js";
import geminiImageLinksCount from "./gemini-image-links-count.js";
import geminiJsonModeUnsupported from "./gemini-json-mode-unsupported.js";
import geminiMaxOutputRange from "./gemini-max-output-range.js";
import geminiMimeInvalid from "./gemini-mime-invalid.js";
import geminiPartNoData from "./gemini-part-no-data.js";
import geminiPartsEmpty from "./gemini-parts-empty.js";
import geminiPenalty from "./gemini-penalty.js";
import geminiRequestSchema from "./gemini-request-schema.js";
import geminiResponseModalities from "./gemini-response-modalities.js";
import geminiRoleInvalid from "./gemini-role-invalid.js";
import geminiSafetyCategory from "./gemini-safety-category.js";
import geminiSchemaArrayItems from "./gemini-schema-array-items.js";
import geminiSchemaEnumType from "./gemini-schema-enum-type.js";
import geminiSchemaNonObject from "./gemini-schema-non-object.js";
import geminiSchemaObjectEmpty from "./gemini-schema-object-empty.js";
import geminiSchemaRequiredUndef from "./gemini-schema-required-undef.js";
import geminiSchemaTypeList from "./gemini-schema-type-list.js";
import geminiSchemaTypeMissing from "./gemini-schema-type-missing.js";
import geminiSchemaTypeValue from "./gemini-schema-type-value.js";
import geminiSearchRetrieval from "./gemini-search-retrieval.js";
import geminiServerToolInvocations from "./gemini-server-tool-invocations.js";
import geminiSingleTurnModel from "./gemini-single-turn-model.js";
import geminiStopSequencesCount from "./gemini-stop-sequences-count.js";
import geminiSystemInstruction from "./gemini-system-instruction.js";
import geminiTemperatureRange from "./gemini-temperature-range.js";
import geminiTextEmpty from "./gemini-text-empty.js";
import geminiThinkingBudgetRange from "./gemini-thinking-budget-range.js";
import geminiThinkingBudgetZero from "./gemini-thinking-budget-zero.js";
import geminiThinkingLevelAndBudget from "./gemini-thinking-level-and-budget.js";
import geminiThinkingLevelUnsupported from "./gemini-thinking-level-unsupported.js";
import geminiThinkingUnsupported from "./gemini-thinking-unsupported.js";
import geminiThoughtSigMissing from "./gemini-thought-sig-missing.js";
import geminiToolsJsonMime from "./gemini-tools-json-mime.js";
import geminiTopkRange from "./gemini-topk-range.js";
import geminiUnknownField from "./gemini-unknown-field.js";

export const rules: readonly Rule<Model>[] = [
  geminiBuiltinPlusFunctions,
  geminiBytesBase64,
  geminiCacheConflict,
  geminiCallUnanswered,
  geminiCandidateCount,
  geminiContentsMissing,
  geminiFcFrMixed,
  geminiFcTurnOrder,
  geminiFccWithoutDecls,
  geminiFnName,
  geminiFrCount,
  geminiFrNameEmpty,
  geminiFrTurnOrder,
  geminiFunctionCallingUnsupported,
  geminiFunctionDeclarationsCount,
  geminiImageLinksCount,
  geminiJsonModeUnsupported,
  geminiMaxOutputRange,
  geminiMimeInvalid,
  geminiPartNoData,
  geminiPartsEmpty,
  geminiPenalty,
  geminiRequestSchema,
  geminiResponseModalities,
  geminiRoleInvalid,
  geminiSafetyCategory,
  geminiSchemaArrayItems,
  geminiSchemaEnumType,
  geminiSchemaNonObject,
  geminiSchemaObjectEmpty,
  geminiSchemaRequiredUndef,
  geminiSchemaTypeList,
  geminiSchemaTypeMissing,
  geminiSchemaTypeValue,
  geminiSearchRetrieval,
  geminiServerToolInvocations,
  geminiSingleTurnModel,
  geminiStopSequencesCount,
  geminiSystemInstruction,
  geminiTemperatureRange,
  geminiTextEmpty,
  geminiThinkingBudgetRange,
  geminiThinkingBudgetZero,
  geminiThinkingLevelAndBudget,
  geminiThinkingLevelUnsupported,
  geminiThinkingUnsupported,
  geminiThoughtSigMissing,
  geminiToolsJsonMime,
  geminiTopkRange,
  geminiUnknownField,
];
