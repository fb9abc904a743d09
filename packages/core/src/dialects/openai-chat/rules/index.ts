/** Every rule, in the order they run. A test checks that each file in this folder is listed here. */
import chatAudioInputUnsupported from "./chat-audio-input-unsupported.js";
import chatAudioModelInput from "./chat-audio-model-input.js";
import chatAzureApiVersion from "./chat-azure-api-version.js";
import chatContentNull from "./chat-content-null.js";
import chatContentPartsEmpty from "./chat-content-parts-empty.js";
import chatContentTooLong from "./chat-content-too-long.js";
import chatFileDataBase64 from "./chat-file-data-base64.js";
import chatFileDataMime from "./chat-file-data-mime.js";
import chatFileIdMissing from "./chat-file-id-missing.js";
import chatFileInputUnsupported from "./chat-file-input-unsupported.js";
import chatFileUnknownParameter from "./chat-file-unknown-parameter.js";
import chatFunctionNameMissing from "./chat-function-name-missing.js";
import chatImageFormat from "./chat-image-format.js";
import chatImageNonUser from "./chat-image-non-user.js";
import chatImageUrlInvalid from "./chat-image-url-invalid.js";
import chatJsonModeWord from "./chat-json-mode-word.js";
import chatJsonSchemaNameMissing from "./chat-json-schema-name-missing.js";
import chatJsonSchemaUnsupported from "./chat-json-schema-unsupported.js";
import chatLogprobsReasoning from "./chat-logprobs-reasoning.js";
import chatMaxTokensBoth from "./chat-max-tokens-both.js";
import chatMaxTokensCap from "./chat-max-tokens-cap.js";
import chatMaxTokensMin from "./chat-max-tokens-min.js";
import chatMaxTokensReasoning from "./chat-max-tokens-reasoning.js";
import chatMessageNamePattern from "./chat-message-name-pattern.js";
import chatMessagesEmpty from "./chat-messages-empty.js";
import chatModelIdInvalid from "./chat-model-id-invalid.js";
import chatParallelToolCallsWithoutTools from "./chat-parallel-tool-calls-without-tools.js";
import chatPartTypeMissing from "./chat-part-type-missing.js";
import chatPartTypeUnknown from "./chat-part-type-unknown.js";
import chatReasoningEffortUnsupported from "./chat-reasoning-effort-unsupported.js";
import chatReasoningTools from "./chat-reasoning-tools.js";
import chatRequestShape from "./chat-request-shape.js";
import chatRoleInvalid from "./chat-role-invalid.js";
import chatSamplingRange from "./chat-sampling-range.js";
import chatSamplingReasoning from "./chat-sampling-reasoning.js";
import chatSchemaStrictRequired from "./chat-schema-strict-required.js";
import chatSearchModelArgument from "./chat-search-model-argument.js";
import chatServerReference from "./chat-server-reference.js";
import chatStopTooMany from "./chat-stop-too-many.js";
import chatStopUnsupported from "./chat-stop-unsupported.js";
import chatSystemRoleUnsupported from "./chat-system-role-unsupported.js";
import chatTemperatureReasoning from "./chat-temperature-reasoning.js";
import chatToolCallIdLength from "./chat-tool-call-id-length.js";
import chatToolCallNameEmpty from "./chat-tool-call-name-empty.js";
import chatToolCallNamePattern from "./chat-tool-call-name-pattern.js";
import chatToolCallsEmpty from "./chat-tool-calls-empty.js";
import chatToolChoiceWithoutTools from "./chat-tool-choice-without-tools.js";
import chatToolDescriptionLength from "./chat-tool-description-length.js";
import chatToolNameLength from "./chat-tool-name-length.js";
import chatToolNamePattern from "./chat-tool-name-pattern.js";
import chatToolParametersNoProperties from "./chat-tool-parameters-no-properties.js";
import chatToolResultDuplicate from "./chat-tool-result-duplicate.js";
import chatToolResultMissing from "./chat-tool-result-missing.js";
import chatToolResultNoId from "./chat-tool-result-no-id.js";
import chatToolResultOrphan from "./chat-tool-result-orphan.js";
import chatToolResultUnknownId from "./chat-tool-result-unknown-id.js";
import chatToolSchemaNoProperties from "./chat-tool-schema-no-properties.js";
import chatToolSchemaStrictAdditional from "./chat-tool-schema-strict-additional.js";
import chatToolTypeMissing from "./chat-tool-type-missing.js";
import chatToolsTooMany from "./chat-tools-too-many.js";
import chatUnknownArgument from "./chat-unknown-argument.js";
import chatUserAfterTool from "./chat-user-after-tool.js";
import chatValueType from "./chat-value-type.js";
import chatWebSearchUnsupported from "./chat-web-search-unsupported.js";

import type { Rule } from "../../../types.js";
import type { Model } from "../create-rule.js";

export const rules: readonly Rule<Model>[] = [
  chatAudioInputUnsupported,
  chatAudioModelInput,
  chatAzureApiVersion,
  chatContentNull,
  chatContentPartsEmpty,
  chatContentTooLong,
  chatFileDataBase64,
  chatFileDataMime,
  chatFileIdMissing,
  chatFileInputUnsupported,
  chatFileUnknownParameter,
  chatFunctionNameMissing,
  chatImageFormat,
  chatImageUrlInvalid,
  chatImageNonUser,
  chatJsonModeWord,
  chatJsonSchemaNameMissing,
  chatJsonSchemaUnsupported,
  chatLogprobsReasoning,
  chatMaxTokensBoth,
  chatMaxTokensCap,
  chatMaxTokensMin,
  chatMaxTokensReasoning,
  chatMessageNamePattern,
  chatMessagesEmpty,
  chatModelIdInvalid,
  chatParallelToolCallsWithoutTools,
  chatPartTypeMissing,
  chatPartTypeUnknown,
  chatReasoningEffortUnsupported,
  chatReasoningTools,
  chatRequestShape,
  chatRoleInvalid,
  chatSamplingRange,
  chatSamplingReasoning,
  chatSchemaStrictRequired,
  chatSearchModelArgument,
  chatServerReference,
  chatStopTooMany,
  chatStopUnsupported,
  chatSystemRoleUnsupported,
  chatTemperatureReasoning,
  chatToolCallIdLength,
  chatToolCallNameEmpty,
  chatToolCallNamePattern,
  chatToolCallsEmpty,
  chatToolChoiceWithoutTools,
  chatToolDescriptionLength,
  chatToolNameLength,
  chatToolNamePattern,
  chatToolParametersNoProperties,
  chatToolResultDuplicate,
  chatToolResultMissing,
  chatToolResultNoId,
  chatToolResultOrphan,
  chatToolResultUnknownId,
  chatToolSchemaNoProperties,
  chatToolSchemaStrictAdditional,
  chatToolTypeMissing,
  chatToolsTooMany,
  chatUnknownArgument,
  chatUserAfterTool,
  chatValueType,
  chatWebSearchUnsupported,
];
