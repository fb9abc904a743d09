/**
 * Shrinks ajv's standalone code (options: allErrors, messages off, inlineRefs off, `code.lines: false`) by about
 * half, because loading the code is the cost at start-up and the UDF bundle holds every validator in one file under
 * BigQuery's 1 MB (docs/beyond.md). The errors it reports keep `instancePath`, `keyword` and `params`, all the rules
 * read. Each step checks its assumption and fails loudly, so an ajv upgrade that changes the code's shape stops the
 * generator rather than miscompiling. Used by every dialect's schema generator (scripts/gen-schema.mjs,
 * scripts/schemas/*.mjs).
 */

/**
 * Appends a sub-validator's errors in place: ajv's `vErrors.concat(more)` copied every error so far for each failing
 * item, quadratic on a list of many bad items (0.9 MB of them took 2.4 s). ajv already shares `more` when it has none.
 */
function CONCAT_ERRORS_SOURCE() {
  return "function concatErrors(errors, more) {if (errors === null) return more;for (let i = 0; i < more.length; i++) errors.push(more[i]);return errors;}";
}

/**
 * ajv's `uniqueItems` for items of unknown type compares every pair from the end, quadratic on a long list; this
 * finds the same pair (the last item with an equal one before it, and the nearest such one) in one pass, by a
 * canonical text per item. Equal as fast-deep-equal on JSON data: keys in any order, NaN equal to NaN.
 */
export const DUPLICATE_ITEMS =
  'function duplicateItems(items) {const key = (v) => typeof v === "string" ? JSON.stringify(v) : v === null || typeof v !== "object" ? String(v) : Array.isArray(v) ? "[" + v.map(key).join(",") + "]" : "{" + Object.keys(v).sort().map((k) => JSON.stringify(k) + ":" + key(v[k])).join(",") + "}";const last = new Map();let pair;for (let i = 0; i < items.length; i++) {const k = key(items[i]);const j = last.get(k);if (j !== undefined) pair = [j, i];last.set(k, i);}return pair;}';

const HELPERS = [
  "function pushError(errors, error) {if (errors === null) return [error];errors.push(error);return errors;}",
  "function reportError(errors, instancePath, keyword, params) {return pushError(errors, {instancePath, keyword, params});}",
  'function typeError(errors, instancePath, type) {return reportError(errors, instancePath, "type", {type});}',
  'function requiredError(errors, instancePath, missingProperty) {return reportError(errors, instancePath, "required", {missingProperty});}',
  'function additionalPropertyError(errors, instancePath, additionalProperty) {return reportError(errors, instancePath, "additionalProperties", {additionalProperty});}',
  'function constError(errors, instancePath, allowedValue) {return reportError(errors, instancePath, "const", {allowedValue});}',
  'function enumError(errors, instancePath, allowedValues) {return reportError(errors, instancePath, "enum", {allowedValues});}',
  CONCAT_ERRORS_SOURCE(),
  'function isObject(data) {return typeof data == "object" && data !== null && !Array.isArray(data);}',
  "function pathTo(base, key, index) {return base === null ? null : index === undefined ? base + key : base + key + index;}",
].join("\n");

const HELPER_NAMES = [...HELPERS.matchAll(/function (\w+)/g)].map((match) => match[1]);

/**
 * An instancePath expression (`instancePath+"/type" + i0`): no `;`, brace or parenthesis outside a string, so a
 * match never runs on into the next statement. The rare path it misses (`key0.replace(…)`) keeps the general form.
 */
const PATH = String.raw`(?:[^,;{}()"]|"(?:[^"\\]|\\.)*")*?`;

/** The longest constant member (as JSON) written in place of its read. */
const MAX_INLINED_LITERAL = 80;

/** A member chain of a schema constant: `.properties.type`, or `.properties["content-type"].enum` for a key that is no name. */
const MEMBERS = String.raw`(?:\.[A-Za-z_$][\w$]*|\["(?:[^"\\]|\\.)*"\])`;

/** The keys of a member chain, in order. */
const memberKeys = (chain) => [...chain.matchAll(/\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\]/g)].map((m) => m[1] ?? JSON.parse(m[2]));

/** The value a member chain reads from a schema constant (`undefined` when it does not resolve). */
const memberOf = (constants, name, chain) => memberKeys(chain).reduce((from, key) => from?.[key], constants.get(name));

/** Fails when `code` still matches `pattern`: a step's rewrite did not cover every case. */
function expectGone(code, pattern, what) {
  if (pattern.test(code)) throw new Error(`ajv-compact: ${what} was not rewritten`);
}

/**
 * The steps that keep every field but `schemaPath` (the meta-schema validator keeps its messages): the
 * error-collecting boilerplate becomes a call, and `schemaPath` goes (no rule reads it). Returns the code without the
 * helper; `PUSH_ERROR` is its source.
 */
export function compactErrorPushes(code) {
  code = code.replace(
    /if\(vErrors === null\)\{vErrors = \[(err\d+)\];\}else \{vErrors\.push\(\1\);\}errors\+\+;/g,
    "vErrors=pushError(vErrors,$1);errors++;",
  );
  expectGone(code, /vErrors\.push\(/, "an error push");
  code = code.replace(/schemaPath:"(?:[^"\\]|\\.)*",/g, "");
  expectGone(code, /schemaPath/, "a schemaPath");
  return code;
}

/** The source of the one helper `compactErrorPushes` calls. */
export const PUSH_ERROR = HELPERS.split("\n")[0];

/** The source of the helper `compactErrorAppends` calls. */
export const CONCAT_ERRORS = CONCAT_ERRORS_SOURCE();

/**
 * The steps that keep the cost of errors linear (the meta-schema validator, which keeps its messages, takes these
 * alone): a sub-validator's errors appended in place, and `uniqueItems` over items of unknown type found in one pass.
 * Returns the code without the helpers; `CONCAT_ERRORS` and `DUPLICATE_ITEMS` are their sources.
 */
export function compactErrorAppends(code) {
  code = code.replace(/vErrors = vErrors === null \? ([\w$.]+\.errors) : vErrors\.concat\(\1\);/g, "vErrors=concatErrors(vErrors,$1);");
  expectGone(code, /vErrors\.concat\(/, "an errors concat");
  code = code.replace(
    /let (i\d+) = (data\d+)\.length;let (j\d+);if\(\1 > 1\)\{(outer\d+):for\(;\1--;\)\{for\(\3 = \1; \3--;\)\{if\(func\d+\(\2\[\1\], \2\[\3\]\)\)\{(.*?)break \4;\}\}\}\}/g,
    (_, i, data, j, outer, report) =>
      `let ${i} = ${data}.length;let ${j};if(${i} > 1){const ${outer} = duplicateItems(${data});if(${outer} !== undefined){${j} = ${outer}[0];${i} = ${outer}[1];${report}}}`,
  );
  expectGone(code, /outer\d+:for/, "a pairwise uniqueItems loop");
  return code;
}

export function compactStandalone(code) {
  for (const name of [...HELPER_NAMES, "validateRequest"])
    if (new RegExp(`\\b${name}\\b`).test(code)) throw new Error(`ajv-compact: the code uses the name ${name} already`);

  const errorSites = (code.match(/const err\d+ = \{/g) ?? []).length;

  // 1, 2. Pushes by a call, no schemaPath.
  code = compactErrorPushes(code);

  // 3. An error built and pushed in one place becomes one positional call (the object's keys are written once, in the helper).
  code = code.replace(
    /const (err\d+) = \{instancePath(?::(.*?))?,keyword:("[^"]+"),params:(\{(?:[^{}"]|"(?:[^"\\]|\\.)*")*\})\};vErrors=pushError\(vErrors,\1\);errors\+\+;/g,
    (_, _name, path, keyword, params) => `vErrors=reportError(vErrors,${path ?? "instancePath"},${keyword},${params});errors++;`,
  );
  expectGone(code, /const err\d+ = \{instancePath/, "an error object");

  // 3b. The keywords most errors carry get a call each, with the one parameter they have.
  for (const [keyword, param, helper] of [
    ["type", "type", "typeError"],
    ["required", "missingProperty", "requiredError"],
    ["additionalProperties", "additionalProperty", "additionalPropertyError"],
    ["const", "allowedValue", "constError"],
    ["enum", "allowedValues", "enumError"],
  ])
    code = code.replace(
      new RegExp(`reportError\\(vErrors,(${PATH}),"${keyword}",\\{${param}: ((?:[^{}"]|"(?:[^"\\\\]|\\\\.)*")*)\\}\\)`, "g"),
      `${helper}(vErrors,$1,$2)`,
    );

  // 3c. ajv's object test becomes a call (only where no `!` or member access precedes it, so it is the whole operand).
  code = code.replace(/(?<![!\w$.])([\w$]+) && typeof \1 == "object" && !Array\.isArray\(\1\)/g, "isObject($1)");
  expectGone(code, /typeof ([\w$]+) == "object" && !Array\.isArray\(\1\)/, "an object test");

  // 4. A sub-validator's errors are appended by a call, in place; ajv's pairwise uniqueItems, where there is one, goes.
  code = compactErrorAppends(code);

  // 5. parentData, parentDataProperty and rootData serve options msglint does not use ($data, coercion, defaults,
  // removeAdditional): they leave the signatures and the calls, and must then appear nowhere.
  code = code.replace(/, parentData, parentDataProperty, rootData=data\}=\{\}/g, "}={}");
  code = code.replace(/,parentData:[\w$]+,parentDataProperty:(?:"(?:[^"\\]|\\.)*"|[\w$]+),rootData\}/g, "}");
  code = code.replace(/,parentData,parentDataProperty,rootData\}/g, "}");
  expectGone(code, /\bparentData|\brootData\b/, "a parentData or rootData");

  // 5b. The one option left, instancePath, is passed as a plain argument.
  code = code.replace(/\(data, \{instancePath=""\}=\{\}\)\{/g, '(data, instancePath=""){');
  code = code.replace(/, \{instancePath:((?:[^{}"]|"(?:[^"\\]|\\.)*")*?)\}\)/g, ", $1)");
  code = code.replace(/, \{instancePath\}\)/g, ", instancePath)");
  expectGone(code, /\{instancePath/, "an options object");

  // 5c. A small member of a schema constant (a nullable type list, a short enum) is written where it is read: the
  // literal is shorter than the member chain and the declaration it keeps alive.
  const constants = new Map([...code.matchAll(/const (schema\d+) = (\{.*?\});(?=function |const |export |$)/g)].map((m) => [m[1], JSON.parse(m[2])]));
  code = code.replace(new RegExp(String.raw`(?<!const )\b(schema\d+)(${MEMBERS}+)(?![\w$.[])`, "g"), (use, name, members) => {
    const value = memberOf(constants, name, members);
    const literal = value === undefined ? undefined : JSON.stringify(value);
    return literal !== undefined && literal.length <= MAX_INLINED_LITERAL ? literal : use;
  });

  // 5d. A `required` list is checked property by property, in its order, not by a loop over an array read by computed
  // keys (slow across the many object shapes a body holds): the same errors in the same order, one site per property.
  let unrolledSites = 0;
  code = code.replace(
    new RegExp(
      String.raw`for\(const (prop\d+) of (\[(?:"(?:[^"\\]|\\.)*",?)+\]|(schema\d+)(${MEMBERS}+))\)\{if\(([\w$]+)\[\1\] === undefined\)\{` +
        String.raw`vErrors=requiredError\(vErrors,(${PATH}),\1\);errors\+\+;\}\}`,
      "g",
    ),
    (_, _prop, list, constant, members, data, path) => {
      const names = constant === undefined ? JSON.parse(list) : memberOf(constants, constant, members);
      if (!Array.isArray(names) || names.some((name) => typeof name !== "string")) throw new Error(`ajv-compact: ${list} is no required list`);
      unrolledSites += names.length - 1;
      return names
        .map((name) => `if(${data}[${JSON.stringify(name)}] === undefined){vErrors=requiredError(vErrors,${path},${JSON.stringify(name)});errors++;}`)
        .join("");
    },
  );
  expectGone(code, /for\(const prop\d+ of /, "a loop over required properties");

  // 6. Schema constants keep only the members the code reads.
  code = code.replace(/const (schema\d+) = (\{.*?\});(?=function |const |export |$)/g, (_, name, literal) => {
    const schema = JSON.parse(literal);
    const uses = [...code.matchAll(new RegExp(String.raw`(?<!const )\b${name}\b(${MEMBERS}*)`, "g"))].map((m) => m[1]);
    if (uses.length === 0) return "";
    const kept = {};
    for (const use of [...new Set(uses)].sort((a, b) => a.length - b.length)) {
      const keys = memberKeys(use);
      if (keys.length === 0) throw new Error(`ajv-compact: ${name} is used whole`);
      let from = schema;
      let to = kept;
      for (const [i, key] of keys.entries()) {
        from = from?.[key];
        if (from === undefined) throw new Error(`ajv-compact: ${name}${use} does not resolve`);
        if (i === keys.length - 1) {
          // `properties` read whole is only ever a key set for hasOwnProperty.
          to[key] = key === "properties" && keys.length === 1 ? Object.fromEntries(Object.keys(from).map((k) => [k, 0])) : from;
        } else to = typeof to[key] === "object" ? to[key] : (to[key] = {});
      }
    }
    return `const ${name} = ${JSON.stringify(kept)};`;
  });
  // 7. Paths are built only for a body that fails: the exported validator runs once with the path `null` (no
  // sub-validator's path is joined; whether the body is valid never depends on a path), and again with paths only when
  // that run fails. A clean body spares a string per sub-schema it enters (−1.6% of a clean Converse lint).
  code = code.replace(
    /(\bvalidate\d+\([^,()]+, )instancePath\+("(?:[^"\\]|\\.)*")(?: \+ (i\d+))?\)/g,
    (_, call, key, index) => `${call}pathTo(instancePath,${key}${index === undefined ? "" : `,${index}`}))`,
  );
  // The one form left (a key escaped by `replace`, under an object of free keys) is joined eagerly: still correct.
  expectGone(code, /\bvalidate\d+\([^,()]+, instancePath\+"(?:[^"\\]|\\.)*"(?: \+ i\d+)?\)/, "a sub-validator's path");
  const exported = /export const validate = (validate\d+);export default \1;/;
  const root = exported.exec(code)?.[1];
  if (root === undefined) throw new Error("ajv-compact: no exported validator");
  code = code.replace(
    exported,
    "export const validate = validateRequest;export default validateRequest;" +
      `function validateRequest(data) {if (${root}(data, null)) {validateRequest.errors = null;return true;}` +
      `const valid = ${root}(data, "");validateRequest.errors = ${root}.errors;return valid;}`,
  );

  // Every place that reported an error still reports one: no rewrite merged two statements.
  const sites = (code.match(new RegExp(`\\b(?:${HELPER_NAMES.filter((name) => name.endsWith("Error")).join("|")})\\(vErrors,`, "g")) ?? []).length;
  if (sites !== errorSites + unrolledSites) throw new Error(`ajv-compact: ${errorSites} error sites became ${sites - unrolledSites}`);
  return code + "\n" + HELPERS + (/\bduplicateItems\(/.test(code) ? `\n${DUPLICATE_ITEMS}` : "") + "\n";
}
