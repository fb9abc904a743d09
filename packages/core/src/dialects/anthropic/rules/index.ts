/** Every rule, in the order they run. A test checks that each file in this folder is listed here. */
import batchCustomIdDuplicate from "./batch-custom-id-duplicate.js";
import bodyNotJson from "./body-not-json.js";
import cacheControlExtraField from "./cache-control-extra-field.js";
import cacheControlOnEmptyText from "./cache-control-on-empty-text.js";
import cacheControlPrefixTooShort from "./cache-control-prefix-too-short.js";
import cacheControlTooManyBreakpoints from "./cache-control-too-many-breakpoints.js";
import cacheControlTtlOrder from "./cache-control-ttl-order.js";
import citationsAllOrNone from "./citations-all-or-none.js";
import clearThinkingNeedsThinking from "./clear-thinking-needs-thinking.js";
import compactionBlockAmbiguous from "./compaction-block-ambiguous.js";
import compactionBlockMisplaced from "./compaction-block-misplaced.js";
import compactionIncompleteTurn from "./compaction-incomplete-turn.js";
import compactionNothingToSummarize from "./compaction-nothing-to-summarize.js";
import contentBlockUnknownType from "./content-block-unknown-type.js";
import contentNotListOrString from "./content-not-list-or-string.js";
import effortLevelUnsupportedModel from "./effort-level-unsupported-model.js";
import effortUnsupportedModel from "./effort-unsupported-model.js";
import finalAssistantTrailingWhitespace from "./final-assistant-trailing-whitespace.js";
import firstMessageNotUser from "./first-message-not-user.js";
import imageDimensionManyImageMode from "./image-dimension-many-image-mode.js";
import imageDimensionTooLarge from "./image-dimension-too-large.js";
import imageMediaTypeMismatch from "./image-media-type-mismatch.js";
import imageMediaTypeUnsupported from "./image-media-type-unsupported.js";
import imageTooManyBytes from "./image-too-many-bytes.js";
import imageUndecodable from "./image-undecodable.js";
import maxTokensMin from "./max-tokens-min.js";
import maxTokensOverModelLimit from "./max-tokens-over-model-limit.js";
import maxTokensRequiresStreaming from "./max-tokens-requires-streaming.js";
import mediaCountLimit from "./media-count-limit.js";
import mediaUrlSourceUnsupported from "./media-url-source-unsupported.js";
import messageContentEmpty from "./message-content-empty.js";
import messagesEmpty from "./messages-empty.js";
import messagesTooMany from "./messages-too-many.js";
import modelDeprecated from "./model-deprecated.js";
import modelRetired from "./model-retired.js";
import outputSchemaUnsupported from "./output-schema-unsupported.js";
import pdfInvalid from "./pdf-invalid.js";
import prefillNotSupported from "./prefill-not-supported.js";
import redactedThinkingDataInvalid from "./redacted-thinking-data-invalid.js";
import requestSchema from "./request-schema.js";
import roleSystemInMessages from "./role-system-in-messages.js";
import rolesNotAlternating from "./roles-not-alternating.js";
import serverToolResultUnexpectedId from "./server-tool-result-unexpected-id.js";
import serverToolUseIdPattern from "./server-tool-use-id-pattern.js";
import serverToolUseUnresolved from "./server-tool-use-unresolved.js";
import stopSequenceWhitespace from "./stop-sequence-whitespace.js";
import temperatureAndTopPBoth from "./temperature-and-top-p-both.js";
import temperatureRange from "./temperature-range.js";
import temperatureUnsupportedModel from "./temperature-unsupported-model.js";
import textBlockEmpty from "./text-block-empty.js";
import textBlockWhitespaceOnly from "./text-block-whitespace-only.js";
import thinkingAdaptiveUnsupportedModel from "./thinking-adaptive-unsupported-model.js";
import thinkingBlockLast from "./thinking-block-last.js";
import thinkingBlockNotFirst from "./thinking-block-not-first.js";
import thinkingBlocksModified from "./thinking-blocks-modified.js";
import thinkingBudgetNotBelowMaxTokens from "./thinking-budget-not-below-max-tokens.js";
import thinkingBudgetTooSmall from "./thinking-budget-too-small.js";
import thinkingCacheControl from "./thinking-cache-control.js";
import thinkingDisabledUnsupportedModel from "./thinking-disabled-unsupported-model.js";
import thinkingEnabledDeprecated from "./thinking-enabled-deprecated.js";
import thinkingEnabledUnsupportedModel from "./thinking-enabled-unsupported-model.js";
import thinkingFinalAssistantMustStartWithThinking from "./thinking-final-assistant-must-start-with-thinking.js";
import thinkingForcedToolChoice from "./thinking-forced-tool-choice.js";
import thinkingInFinalAssistantWhileDisabled from "./thinking-in-final-assistant-while-disabled.js";
import thinkingInUserMessage from "./thinking-in-user-message.js";
import thinkingSignatureInvalid from "./thinking-signature-invalid.js";
import thinkingSignatureMissing from "./thinking-signature-missing.js";
import thinkingTemperatureNot1 from "./thinking-temperature-not-1.js";
import thinkingTextMissing from "./thinking-text-missing.js";
import thinkingTopKSet from "./thinking-top-k-set.js";
import thinkingTopPTooLow from "./thinking-top-p-too-low.js";
import toolChoiceForcedUnsupportedModel from "./tool-choice-forced-unsupported-model.js";
import toolChoiceInvalidShape from "./tool-choice-invalid-shape.js";
import toolChoiceToolNameMissing from "./tool-choice-tool-name-missing.js";
import toolChoiceUnknownTool from "./tool-choice-unknown-tool.js";
import toolChoiceWithoutTools from "./tool-choice-without-tools.js";
import toolDefinitionExtraField from "./tool-definition-extra-field.js";
import toolInputSchemaInvalid from "./tool-input-schema-invalid.js";
import toolInputSchemaMissing from "./tool-input-schema-missing.js";
import toolInputSchemaNotObject from "./tool-input-schema-not-object.js";
import toolInputSchemaPropertyKey from "./tool-input-schema-property-key.js";
import toolInputSchemaTopLevelCombinator from "./tool-input-schema-top-level-combinator.js";
import toolNameConflict from "./tool-name-conflict.js";
import toolNamePattern from "./tool-name-pattern.js";
import toolNameTooLong from "./tool-name-too-long.js";
import toolNamesUnique from "./tool-names-unique.js";
import toolReferenceNameTooLong from "./tool-reference-name-too-long.js";
import toolReferenceUnknown from "./tool-reference-unknown.js";
import toolReferenceUnresolved from "./tool-reference-unresolved.js";
import toolResultContentBlockType from "./tool-result-content-block-type.js";
import toolResultDuplicateId from "./tool-result-duplicate-id.js";
import toolResultErrorEmptyContent from "./tool-result-error-empty-content.js";
import toolResultErrorNonTextContent from "./tool-result-error-non-text-content.js";
import toolResultInAssistantMessage from "./tool-result-in-assistant-message.js";
import toolResultNotFirst from "./tool-result-not-first.js";
import toolResultToolUseIdRequired from "./tool-result-tool-use-id-required.js";
import toolResultUnexpectedId from "./tool-result-unexpected-id.js";
import toolStrictNeedsAdditionalPropertiesFalse from "./tool-strict-needs-additional-properties-false.js";
import toolUseIdDuplicate from "./tool-use-id-duplicate.js";
import toolUseIdPattern from "./tool-use-id-pattern.js";
import toolUseInUserMessage from "./tool-use-in-user-message.js";
import toolUseInputNotObject from "./tool-use-input-not-object.js";
import toolUseInputSchemaMismatch from "./tool-use-input-schema-mismatch.js";
import toolUseMissingResult from "./tool-use-missing-result.js";
import toolUseNotLastInAssistantTurn from "./tool-use-not-last-in-assistant-turn.js";
import toolUseUnknownTool from "./tool-use-unknown-tool.js";
import toolsRequiredForToolBlocks from "./tools-required-for-tool-blocks.js";
import topPRange from "./top-p-range.js";
import transcriptLineUnreadable from "./transcript-line-unreadable.js";
import unknownTopLevelField from "./unknown-top-level-field.js";
import unrecognizedInput from "./unrecognized-input.js";
import userAfterUnresolvedServerToolOnlyToolResults from "./user-after-unresolved-server-tool-only-tool-results.js";

import type { Rule } from "../../../types.js";
import type { Model } from "../create-rule.js";

export const rules: readonly Rule<Model>[] = [
  batchCustomIdDuplicate,
  bodyNotJson,
  cacheControlExtraField,
  cacheControlOnEmptyText,
  cacheControlPrefixTooShort,
  cacheControlTooManyBreakpoints,
  cacheControlTtlOrder,
  citationsAllOrNone,
  clearThinkingNeedsThinking,
  compactionBlockAmbiguous,
  compactionBlockMisplaced,
  compactionIncompleteTurn,
  compactionNothingToSummarize,
  contentBlockUnknownType,
  contentNotListOrString,
  effortLevelUnsupportedModel,
  effortUnsupportedModel,
  finalAssistantTrailingWhitespace,
  firstMessageNotUser,
  imageDimensionManyImageMode,
  imageDimensionTooLarge,
  imageMediaTypeMismatch,
  imageMediaTypeUnsupported,
  imageTooManyBytes,
  imageUndecodable,
  maxTokensMin,
  maxTokensOverModelLimit,
  maxTokensRequiresStreaming,
  mediaCountLimit,
  mediaUrlSourceUnsupported,
  messageContentEmpty,
  messagesEmpty,
  messagesTooMany,
  modelDeprecated,
  modelRetired,
  outputSchemaUnsupported,
  pdfInvalid,
  prefillNotSupported,
  redactedThinkingDataInvalid,
  requestSchema,
  roleSystemInMessages,
  rolesNotAlternating,
  serverToolResultUnexpectedId,
  serverToolUseIdPattern,
  serverToolUseUnresolved,
  stopSequenceWhitespace,
  temperatureAndTopPBoth,
  temperatureRange,
  temperatureUnsupportedModel,
  textBlockEmpty,
  textBlockWhitespaceOnly,
  thinkingAdaptiveUnsupportedModel,
  thinkingBlockLast,
  thinkingBlockNotFirst,
  thinkingBlocksModified,
  thinkingBudgetNotBelowMaxTokens,
  thinkingBudgetTooSmall,
  thinkingCacheControl,
  thinkingDisabledUnsupportedModel,
  thinkingEnabledDeprecated,
  thinkingEnabledUnsupportedModel,
  thinkingFinalAssistantMustStartWithThinking,
  thinkingForcedToolChoice,
  thinkingInFinalAssistantWhileDisabled,
  thinkingInUserMessage,
  thinkingSignatureInvalid,
  thinkingSignatureMissing,
  thinkingTemperatureNot1,
  thinkingTextMissing,
  thinkingTopKSet,
  thinkingTopPTooLow,
  toolChoiceForcedUnsupportedModel,
  toolChoiceInvalidShape,
  toolChoiceToolNameMissing,
  toolChoiceUnknownTool,
  toolChoiceWithoutTools,
  toolDefinitionExtraField,
  toolInputSchemaInvalid,
  toolInputSchemaMissing,
  toolInputSchemaNotObject,
  toolInputSchemaPropertyKey,
  toolInputSchemaTopLevelCombinator,
  toolNameConflict,
  toolNamePattern,
  toolNameTooLong,
  toolNamesUnique,
  toolReferenceNameTooLong,
  toolReferenceUnknown,
  toolReferenceUnresolved,
  toolResultContentBlockType,
  toolResultDuplicateId,
  toolResultErrorEmptyContent,
  toolResultErrorNonTextContent,
  toolResultInAssistantMessage,
  toolResultNotFirst,
  toolResultToolUseIdRequired,
  toolResultUnexpectedId,
  toolStrictNeedsAdditionalPropertiesFalse,
  toolUseIdDuplicate,
  toolUseIdPattern,
  toolUseInUserMessage,
  toolUseInputNotObject,
  toolUseInputSchemaMismatch,
  toolUseMissingResult,
  toolUseNotLastInAssistantTurn,
  toolUseUnknownTool,
  toolsRequiredForToolBlocks,
  topPRange,
  transcriptLineUnreadable,
  unknownTopLevelField,
  unrecognizedInput,
  userAfterUnresolvedServerToolOnlyToolResults,
];
