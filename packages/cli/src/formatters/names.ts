import type { Formatter } from "../types.js";

/** Each formatter's module, imported only when that formatter is used: most of their code is the HTML report's. */
const FORMATTER_MODULES = {
  stylish: () => import("./stylish.js"),
  compact: () => import("./compact.js"),
  json: () => import("./json.js"),
  ndjson: () => import("./ndjson.js"),
  sarif: () => import("./sarif.js"),
  github: () => import("./github.js"),
  junit: () => import("./junit.js"),
  checkstyle: () => import("./checkstyle.js"),
  markdown: () => import("./markdown.js"),
  html: () => import("./html.js"),
} satisfies Record<string, () => Promise<{ default: Formatter }>>;

export type FormatterName = keyof typeof FORMATTER_MODULES;

/** The formatters' names, in the order `--help` lists them. */
export const FORMATTER_NAMES = Object.keys(FORMATTER_MODULES) as readonly FormatterName[];

/** The formatter of that name, imported. */
export async function loadFormatter(name: FormatterName): Promise<Formatter> {
  return (await FORMATTER_MODULES[name]()).default;
}
