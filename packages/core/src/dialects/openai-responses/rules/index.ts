/** Every rule, in the order they run. A test checks that each file in this folder is listed here. */
import respAssistantInputPart from "./resp-assistant-input-part.js";
import respCacheRetention from "./resp-cache-retention.js";
import respCallIdEmpty from "./resp-call-id-empty.js";
import respCallIdLong from "./resp-call-id-long.js";
import respCallNameInvalid from "./resp-call-name-invalid.js";
import respCallWithoutOutput from "./resp-call-without-output.js";
import respDeepResearchTools from "./resp-deep-research-tools.js";
import respDuplicateItem from "./resp-duplicate-item.js";
import respEffortModel from "./resp-effort-model.js";
import respEnum from "./resp-enum.js";
import respFileDataMime from "./resp-file-data-mime.js";
import respFileUrlData from "./resp-file-url-data.js";
import respHostedToolModel from "./resp-hosted-tool-model.js";
import respImageDataUrl from "./resp-image-data-url.js";
import respImageFormat from "./resp-image-format.js";
import respInputEmpty from "./resp-input-empty.js";
import respItemIdChars from "./resp-item-id-chars.js";
import respItemIdLong from "./resp-item-id-long.js";
import respItemIdPrefix from "./resp-item-id-prefix.js";
import respJsonObjectWord from "./resp-json-object-word.js";
import respJsonSchemaUnsupported from "./resp-json-schema-unsupported.js";
import respLogprobsReasoning from "./resp-logprobs-reasoning.js";
import respMaxOutputMin from "./resp-max-output-min.js";
import respMetadata from "./resp-metadata.js";
import respMissingRequired from "./resp-missing-required.js";
import respModelIdInvalid from "./resp-model-id-invalid.js";
import respModelNotResponses from "./resp-model-not-responses.js";
import respMutuallyExclusive from "./resp-mutually-exclusive.js";
import respOutputCallUnverifiable from "./resp-output-call-unverifiable.js";
import respOutputWithoutCall from "./resp-output-without-call.js";
import respParamMoved from "./resp-param-moved.js";
import respRange from "./resp-range.js";
import respReasoningFields from "./resp-reasoning-fields.js";
import respReasoningMode from "./resp-reasoning-mode.js";
import respReasoningNonreasoning from "./resp-reasoning-nonreasoning.js";
import respReasoningOrphan from "./resp-reasoning-orphan.js";
import respReasoningParam from "./resp-reasoning-param.js";
import respReasoningSummary from "./resp-reasoning-summary.js";
import respSamplingReasoning from "./resp-sampling-reasoning.js";
import respServerReference from "./resp-server-reference.js";
import respStoreFalseRef from "./resp-store-false-ref.js";
import respStrictAddprops from "./resp-strict-addprops.js";
import respStrictNoProps from "./resp-strict-no-props.js";
import respStrictRequired from "./resp-strict-required.js";
import respToolNamePattern from "./resp-tool-name-pattern.js";
import respToolParamsObject from "./resp-tool-params-object.js";
import respUnknownParam from "./resp-unknown-param.js";
import respUserOutputPart from "./resp-user-output-part.js";

import type { Rule } from "../../../types.js";
import type { Model } from "../create-rule.js";

export const rules: readonly Rule<Model>[] = [
  respAssistantInputPart,
  respCacheRetention,
  respCallIdEmpty,
  respCallIdLong,
  respCallNameInvalid,
  respCallWithoutOutput,
  respDeepResearchTools,
  respDuplicateItem,
  respEffortModel,
  respEnum,
  respFileDataMime,
  respFileUrlData,
  respHostedToolModel,
  respImageDataUrl,
  respImageFormat,
  respInputEmpty,
  respItemIdChars,
  respItemIdLong,
  respItemIdPrefix,
  respJsonObjectWord,
  respJsonSchemaUnsupported,
  respLogprobsReasoning,
  respMaxOutputMin,
  respMetadata,
  respMissingRequired,
  respModelIdInvalid,
  respModelNotResponses,
  respMutuallyExclusive,
  respOutputCallUnverifiable,
  respOutputWithoutCall,
  respParamMoved,
  respRange,
  respReasoningFields,
  respReasoningMode,
  respReasoningNonreasoning,
  respReasoningOrphan,
  respReasoningParam,
  respReasoningSummary,
  respSamplingReasoning,
  respServerReference,
  respStoreFalseRef,
  respStrictAddprops,
  respStrictNoProps,
  respStrictRequired,
  respToolNamePattern,
  respToolParamsObject,
  respUnknownParam,
  respUserOutputPart,
];
