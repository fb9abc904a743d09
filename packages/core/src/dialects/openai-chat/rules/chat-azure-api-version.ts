import { createRule } from "../create-rule.js";

/** An Azure OpenAI v1 URL (`…/openai/v1/chat/completions`) whose query sets `api-version` to nothing. */
// linear: `[^?#]*` and `[^#]*` each back off to one literal (`/openai/v1/chat/completions`, `api-version=`), tried in constant time.
const EMPTY_VERSION_ON_V1 = /^[^?#]*\/openai\/v1\/chat\/completions\/?\?(?:[^#]*&)?api-version=(?:&|#|$)/;

export default createRule("chat-azure-api-version", {
  meta: {
    description: "The Azure OpenAI URL the request is sent to sets `api-version` to nothing (`?api-version=`).",
    category: "api",
    recommended: true,
    targets: ["azure"],
    spec: "providers.md openai-chat §7 (Azure OpenAI; the URL's query, read from the endpoint setting)",
    messages: { empty: "API version not supported" },
    hints: {
      empty:
        "The URL ends in `?api-version=` with no version: the variable meant to fill it (`AZURE_OPENAI_API_VERSION`, `OPENAI_API_VERSION`) was unset. Give a version (`preview` on `/openai/v1/`), or leave the parameter out of the URL.",
    },
    api: { status: "C", area: "parameters", errorCode: "BadRequest", reason: "Reads the query of the `endpoint` setting: silent without it." },
  },
  visit: {
    request(context) {
      const { endpoint } = context.settings;
      if (endpoint === undefined || !EMPTY_VERSION_ON_V1.test(endpoint)) return;
      context.report({ messageId: "empty", at: context.root, data: { path: "" }, hint: "empty" });
    },
  },
});
