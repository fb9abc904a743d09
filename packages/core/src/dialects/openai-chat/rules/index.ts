/** Every rule, in the order they run. A test checks that each file in this folder is listed here. */
import chatToolResultDuplicate from "./chat-tool-result-duplicate.js";
import chatToolResultMissing from "./chat-tool-result-missing.js";
import chatToolResultNoId from "./chat-tool-result-no-id.js";
import chatToolResultOrphan from "./chat-tool-result-orphan.js";
import chatToolResultUnknownId from "./chat-tool-result-unknown-id.js";
import chatUserAfterTool from "./chat-user-after-tool.js";

import type { Rule } from "../../../types.js";
import type { Model } from "../create-rule.js";

export const rules: readonly Rule<Model>[] = [
  chatToolResultDuplicate,
  chatToolResultMissing,
  chatToolResultNoId,
  chatToolResultOrphan,
  chatToolResultUnknownId,
  chatUserAfterTool,
];
