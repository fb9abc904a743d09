/** Every Bedrock Converse rule, in the order they run. A test checks that each file in this folder is listed here. */
import type { Rule } from "../../../types.js";
import type { Model } from "../create-rule.js";
import bedrockAlternate from "./bedrock-alternate.js";
import bedrockCacheAfterReasoning from "./bedrock-cache-after-reasoning.js";
import bedrockContentEmpty from "./bedrock-content-empty.js";
import bedrockDocCount from "./bedrock-doc-count.js";
import bedrockDocNameChars from "./bedrock-doc-name-chars.js";
import bedrockDocNameDup from "./bedrock-doc-name-dup.js";
import bedrockDocNeedsText from "./bedrock-doc-needs-text.js";
import bedrockFieldUnsupported from "./bedrock-field-unsupported.js";
import bedrockFirstUser from "./bedrock-first-user.js";
import bedrockImageMismatch from "./bedrock-image-mismatch.js";
import bedrockImageSize from "./bedrock-image-size.js";
import bedrockInferenceProfileRequired from "./bedrock-inference-profile-required.js";
import bedrockJsonObject from "./bedrock-json-object.js";
import bedrockMaxTokens from "./bedrock-max-tokens.js";
import bedrockModalityUnsupported from "./bedrock-modality-unsupported.js";
import bedrockModelRetired from "./bedrock-model-retired.js";
import bedrockOutputSchema from "./bedrock-output-schema.js";
import bedrockPrefill from "./bedrock-prefill.js";
import bedrockReasoningReplay from "./bedrock-reasoning-replay.js";
import bedrockRequestSchema from "./bedrock-request-schema.js";
import bedrockS3Source from "./bedrock-s3-source.js";
import bedrockSamplingDeprecated from "./bedrock-sampling-deprecated.js";
import bedrockSystemUnsupported from "./bedrock-system-unsupported.js";
import bedrockTempToppBoth from "./bedrock-temp-topp-both.js";
import bedrockTemperatureRange from "./bedrock-temperature-range.js";
import bedrockTextBlank from "./bedrock-text-blank.js";
import bedrockThinkingBudget from "./bedrock-thinking-budget.js";
import bedrockThinkingFirst from "./bedrock-thinking-first.js";
import bedrockThinkingForcedTool from "./bedrock-thinking-forced-tool.js";
import bedrockThinkingSignature from "./bedrock-thinking-signature.js";
import bedrockToolName from "./bedrock-tool-name.js";
import bedrockToolResultAlone from "./bedrock-tool-result-alone.js";
import bedrockToolResultErrorEmpty from "./bedrock-tool-result-error-empty.js";
import bedrockToolResultExcess from "./bedrock-tool-result-excess.js";
import bedrockToolResultMissing from "./bedrock-tool-result-missing.js";
import bedrockToolconfigRequired from "./bedrock-toolconfig-required.js";
import bedrockToolsUnsupported from "./bedrock-tools-unsupported.js";

export const rules: readonly Rule<Model>[] = [
  bedrockAlternate,
  bedrockCacheAfterReasoning,
  bedrockContentEmpty,
  bedrockDocCount,
  bedrockDocNameChars,
  bedrockDocNameDup,
  bedrockDocNeedsText,
  bedrockFieldUnsupported,
  bedrockFirstUser,
  bedrockImageMismatch,
  bedrockImageSize,
  bedrockInferenceProfileRequired,
  bedrockJsonObject,
  bedrockMaxTokens,
  bedrockModalityUnsupported,
  bedrockModelRetired,
  bedrockOutputSchema,
  bedrockPrefill,
  bedrockReasoningReplay,
  bedrockRequestSchema,
  bedrockS3Source,
  bedrockSamplingDeprecated,
  bedrockSystemUnsupported,
  bedrockTempToppBoth,
  bedrockTemperatureRange,
  bedrockTextBlank,
  bedrockThinkingBudget,
  bedrockThinkingFirst,
  bedrockThinkingForcedTool,
  bedrockThinkingSignature,
  bedrockToolName,
  bedrockToolResultAlone,
  bedrockToolResultErrorEmpty,
  bedrockToolResultExcess,
  bedrockToolResultMissing,
  bedrockToolconfigRequired,
  bedrockToolsUnsupported,
];
