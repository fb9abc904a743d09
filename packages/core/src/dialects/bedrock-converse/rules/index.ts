/** Every Bedrock Converse rule, in the order they run. A test checks that each file in this folder is listed here. */
import type { Rule } from "../../../types.js";
import type { Model } from "../create-rule.js";
import bedrockToolResultErrorEmpty from "./bedrock-tool-result-error-empty.js";
import bedrockToolResultExcess from "./bedrock-tool-result-excess.js";
import bedrockToolResultMissing from "./bedrock-tool-result-missing.js";
import bedrockToolconfigRequired from "./bedrock-toolconfig-required.js";

export const rules: readonly Rule<Model>[] = [
  bedrockToolResultErrorEmpty,
  bedrockToolResultExcess,
  bedrockToolResultMissing,
  bedrockToolconfigRequired,
];
