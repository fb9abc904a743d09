/** The formatters' names, in the order `--help` lists them; the formatters themselves load when one is used. */
export const FORMATTER_NAMES = ["stylish", "compact", "json", "ndjson", "sarif", "github", "junit", "checkstyle", "markdown", "html"] as const;
