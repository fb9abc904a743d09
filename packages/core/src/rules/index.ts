/** Every rule, in the order they run. A test checks that each file in this folder is listed here. */
import bodyNotJson from "./body-not-json.js";
import finalAssistantTrailingWhitespace from "./final-assistant-trailing-whitespace.js";
import messageContentEmpty from "./message-content-empty.js";
import serverToolResultUnexpectedId from "./server-tool-result-unexpected-id.js";
import serverToolUseUnresolved from "./server-tool-use-unresolved.js";
import textBlockEmpty from "./text-block-empty.js";
import textBlockWhitespaceOnly from "./text-block-whitespace-only.js";
import toolResultContentBlockType from "./tool-result-content-block-type.js";
import toolResultDuplicateId from "./tool-result-duplicate-id.js";
import toolResultErrorEmptyContent from "./tool-result-error-empty-content.js";
import toolResultErrorNonTextContent from "./tool-result-error-non-text-content.js";
import toolResultInAssistantMessage from "./tool-result-in-assistant-message.js";
import toolResultNotFirst from "./tool-result-not-first.js";
import toolResultUnexpectedId from "./tool-result-unexpected-id.js";
import toolUseIdDuplicate from "./tool-use-id-duplicate.js";
import toolUseIdPattern from "./tool-use-id-pattern.js";
import toolUseInUserMessage from "./tool-use-in-user-message.js";
import toolUseInputNotObject from "./tool-use-input-not-object.js";
import toolUseInputSchemaMismatch from "./tool-use-input-schema-mismatch.js";
import toolUseMissingResult from "./tool-use-missing-result.js";
import toolUseNotLastInAssistantTurn from "./tool-use-not-last-in-assistant-turn.js";
import toolUseUnknownTool from "./tool-use-unknown-tool.js";
import toolsRequiredForToolBlocks from "./tools-required-for-tool-blocks.js";
import unrecognizedInput from "./unrecognized-input.js";
import userAfterUnresolvedServerToolOnlyToolResults from "./user-after-unresolved-server-tool-only-tool-results.js";

import type { Rule } from "../types.js";

export const rules: readonly Rule[] = [
  bodyNotJson,
  finalAssistantTrailingWhitespace,
  messageContentEmpty,
  serverToolResultUnexpectedId,
  serverToolUseUnresolved,
  textBlockEmpty,
  textBlockWhitespaceOnly,
  toolResultContentBlockType,
  toolResultDuplicateId,
  toolResultErrorEmptyContent,
  toolResultErrorNonTextContent,
  toolResultInAssistantMessage,
  toolResultNotFirst,
  toolResultUnexpectedId,
  toolUseIdDuplicate,
  toolUseIdPattern,
  toolUseInUserMessage,
  toolUseInputNotObject,
  toolUseInputSchemaMismatch,
  toolUseMissingResult,
  toolUseNotLastInAssistantTurn,
  toolUseUnknownTool,
  toolsRequiredForToolBlocks,
  unrecognizedInput,
  userAfterUnresolvedServerToolOnlyToolResults,
];
