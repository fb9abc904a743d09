import packageJson from "../package.json" with { type: "json" };

export const PLUGIN_NAME: string = packageJson.name;
export const PLUGIN_VERSION: string = packageJson.version;
/** The prefix of the plugin's rule ids in the configs it ships (`msglint/tool-use-missing-result`). */
export const PLUGIN_NAMESPACE = "msglint";
