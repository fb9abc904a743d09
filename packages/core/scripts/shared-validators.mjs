/**
 * A rolldown plugin for both bundles: the generated validators (`src/**\/*.validate.js`, ajv standalone code, one per
 * API version and variant) repeat most of each other's functions. Repeated, they put the UDF bundle
 * (dist/msglint-udf.js) over BigQuery's 1 MB for a library file, and cost the ES module bundle 0.85 MB and about 7 ms
 * of start-up. The plugin defines each distinct top-level declaration once, in one shared module per group of files,
 * and turns each validator module into re-exports from it.
 *
 * Two declarations are one when their texts are equal with every reference to a top-level name replaced by that
 * name's class: classes are refined until they stop splitting (the coarsest partition that respects references, so
 * recursive functions merge too). A file whose top level holds anything but declarations and exports, or whose
 * inner scopes reuse a top-level name, is left as it is.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";

const SHARED_ID = "\0msglint:shared-validators";

/** The generated validator files under `dir`, sorted (the shared module's order, so builds are reproducible). */
function validatorFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".validate.js"))
    .sort()
    .map((file) => resolve(dir, file));
}

/** Every ESTree node below `node`, with its parent and the key it hangs from. */
function* walk(node, parent = null, key = null) {
  yield { node, parent, key };
  for (const [childKey, value] of Object.entries(node)) {
    if (childKey === "parent") continue;
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) if (child && typeof child === "object" && typeof child.type === "string") yield* walk(child, node, childKey);
  }
}

/** An identifier that names a binding (a use or a declaration), not a property. */
function isBindingName(node, parent, key) {
  if (node.type !== "Identifier") return false;
  if (parent?.type === "MemberExpression" && key === "property" && !parent.computed) return false;
  if (
    (parent?.type === "Property" || parent?.type === "MethodDefinition" || parent?.type === "PropertyDefinition") &&
    key === "key" &&
    !parent.computed
  )
    return parent.shorthand === true;
  return !(parent?.type === "LabeledStatement" || parent?.type === "BreakStatement" || parent?.type === "ContinueStatement");
}

/** Names an inner scope declares: a top-level name among them would make a textual rename unsafe. */
function innerBindings(node) {
  const names = new Set();
  for (const { node: n } of walk(node)) {
    if (n.type === "VariableDeclarator" && n.id.type === "Identifier") names.add(n.id.name);
    if ((n.type === "FunctionDeclaration" || n.type === "FunctionExpression" || n.type === "ArrowFunctionExpression") && n !== node) {
      if (n.id) names.add(n.id.name);
    }
    if (n.type === "FunctionDeclaration" || n.type === "FunctionExpression" || n.type === "ArrowFunctionExpression") {
      for (const param of n.params) for (const { node: p, parent, key } of walk(param)) if (isBindingName(p, parent, key)) names.add(p.name);
    }
    if (n.type === "CatchClause" && n.param?.type === "Identifier") names.add(n.param.name);
  }
  return names;
}

/**
 * One validator file's top-level declarations and exports, or undefined when the file holds anything else.
 * A declaration: its name, its text and the places in the text where top-level names are used (its own included).
 */
function readModule(code, program) {
  const declarations = [];
  const exports = new Map();
  const nodes = [];
  for (const statement of program.body) {
    if (statement.type === "ExpressionStatement" && statement.directive) continue;
    if (statement.type === "ExportDefaultDeclaration" && statement.declaration.type === "Identifier") {
      exports.set("default", statement.declaration.name);
      continue;
    }
    if (statement.type === "ExportNamedDeclaration" && !statement.declaration && !statement.source) {
      for (const specifier of statement.specifiers) exports.set(specifier.exported.name, specifier.local.name);
      continue;
    }
    const exported = statement.type === "ExportNamedDeclaration" && !statement.source;
    const declaration = exported ? statement.declaration : statement;
    let name;
    if (declaration?.type === "FunctionDeclaration" && declaration.id) name = declaration.id.name;
    // Shared state would leak between modules: only constants merge.
    else if (declaration?.type === "VariableDeclaration" && declaration.kind === "const" && declaration.declarations.length === 1) {
      const id = declaration.declarations[0].id;
      if (id.type === "Identifier") name = id.name;
    }
    if (name === undefined) return undefined;
    if (exported) exports.set(name, name);
    declarations.push({ name, start: declaration.start, end: declaration.end });
    nodes.push(declaration);
  }
  const topLevel = new Set(declarations.map((d) => d.name));
  for (const [i, node] of nodes.entries()) {
    const declaration = declarations[i];
    const inner = innerBindings(node);
    inner.delete(declaration.name);
    if ([...inner].some((name) => topLevel.has(name))) return undefined;
    const seen = new Set();
    declaration.references = [];
    for (const { node: n, parent, key } of walk(node)) {
      if (!isBindingName(n, parent, key) || !topLevel.has(n.name) || seen.has(n.start)) continue;
      // Offsets must index this text (they would not if the parser counted bytes in non-ASCII code).
      if (code.slice(n.start, n.end) !== n.name) return undefined;
      seen.add(n.start);
      declaration.references.push({ start: n.start - declaration.start, end: n.end - declaration.start, name: n.name });
    }
    declaration.references.sort((a, b) => a.start - b.start);
    declaration.text = code.slice(declaration.start, declaration.end);
  }
  for (const local of exports.values()) if (!topLevel.has(local)) return undefined;
  return { declarations, exports };
}

/** The text with each reference replaced by `nameOf(reference name)`. */
function rewrite(declaration, nameOf) {
  let out = "";
  let at = 0;
  for (const reference of declaration.references) {
    out += declaration.text.slice(at, reference.start) + nameOf(reference.name);
    at = reference.end;
  }
  return out + declaration.text.slice(at);
}

/** Merges the modules' declarations; returns the shared module's code (its id `sharedId`) and each module's re-exports. */
export function shareDeclarations(modules, sharedId) {
  const all = modules.flatMap((module, m) => module.declarations.map((declaration) => ({ ...declaration, module: m })));
  const key = (m, name) => `${m}\0${name}`;
  let classOf = new Map(all.map((d) => [key(d.module, d.name), 0]));
  for (let count = 1; ;) {
    const ids = new Map();
    const next = new Map();
    for (const d of all) {
      const signature = rewrite(d, (name) => `\0${classOf.get(key(d.module, name))}\0`);
      if (!ids.has(signature)) ids.set(signature, ids.size);
      next.set(key(d.module, d.name), ids.get(signature));
    }
    classOf = next;
    if (ids.size === count) break;
    count = ids.size;
  }
  const shared = (m, name) => `$v${classOf.get(key(m, name))}`;
  const emitted = new Set();
  let code = '"use strict";\n';
  for (const d of all) {
    const name = shared(d.module, d.name);
    if (emitted.has(name)) continue;
    emitted.add(name);
    code += rewrite(d, (ref) => shared(d.module, ref)) + "\n";
  }
  const exported = new Set();
  const reexports = modules.map((module, m) => {
    const specifiers = [...module.exports].map(([as, local]) => {
      exported.add(shared(m, local));
      return `${shared(m, local)} as ${as}`;
    });
    return `export { ${specifiers.join(", ")} } from ${JSON.stringify(sharedId)};\n`;
  });
  code += `export { ${[...exported].join(", ")} };\n`;
  return { code, reexports, declarations: all.length, distinct: emitted.size };
}

/**
 * The plugin: `sourceDir` is the package's `src`. Declarations are shared among the files of one group, `groupOf(file)`:
 * one group for the UDF, which holds every version; one per API version for the ES module bundle, whose other versions
 * load on demand (a version's own code would load with core if it were shared with the default version's).
 */
export function sharedValidators(sourceDir, groupOf = () => "all") {
  const sharedCode = new Map();
  const reexportOf = new Map();
  return {
    name: "msglint-shared-validators",
    buildStart() {
      const groups = new Map();
      for (const file of validatorFiles(sourceDir)) {
        const code = readFileSync(file, "utf8");
        const module = readModule(code, this.parse(code));
        if (!module) {
          this.warn(`${file}: not only declarations and exports; bundled as it is`);
          continue;
        }
        const group = groupOf(file);
        if (!groups.has(group)) groups.set(group, []);
        groups.get(group).push({ file, ...module });
      }
      for (const [group, modules] of groups) {
        const id = `${SHARED_ID}-${group}`;
        const result = shareDeclarations(modules, id);
        sharedCode.set(id, result.code);
        modules.forEach((module, i) => reexportOf.set(module.file, result.reexports[i]));
        this.info?.(`shared validators (${group}): ${result.declarations} declarations in ${modules.length} files, ${result.distinct} distinct`);
      }
    },
    resolveId(source) {
      return sharedCode.has(source) ? source : null;
    },
    load(id) {
      return sharedCode.get(id) ?? reexportOf.get(resolve(id)) ?? null;
    },
  };
}

/** The API version a request-schema validator is for (`2023-06-01.ga.validate.js`), or its file name for any other. */
export const apiVersionOf = (file) => /(\d{4}-\d{2}-\d{2})\.\w+\.validate\.js$/.exec(file)?.[1] ?? basename(file, ".validate.js");

export const SOURCE_DIR = join(import.meta.dirname, "../src");
