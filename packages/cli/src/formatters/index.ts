import type { Formatter } from "../types.js";
import checkstyle from "./checkstyle.js";
import compact from "./compact.js";
import github from "./github.js";
import html from "./html.js";
import json from "./json.js";
import junit from "./junit.js";
import markdown from "./markdown.js";
import ndjson from "./ndjson.js";
import sarif from "./sarif.js";
import stylish from "./stylish.js";

export const formatters: Record<string, Formatter> = { stylish, compact, json, ndjson, sarif, github, junit, checkstyle, markdown, html };
