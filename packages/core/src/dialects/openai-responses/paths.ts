/** How the Responses API writes paths (providers.md openai-responses §2): `input[149].call_id`, `tools[0].name`, `text.format.name`. */
export { openaiPaths as responsesPaths } from "../../model/openai-paths.js";
