/**
 * How Chat Completions writes paths (providers.md openai-chat §2): `messages[1].tool_calls` in texts and in the
 * schema validator's `param` (form A), `messages.[3].role` in the `param` of semantic checks (form B).
 */
export { openaiPaths as chatPaths, paramPath } from "../../model/openai-paths.js";
