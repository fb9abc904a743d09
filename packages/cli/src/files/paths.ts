import { isAbsolute, relative, sep } from "node:path";

/** POSIX separators, whatever the platform: reports and patterns use `/`. */
export function toPosix(path: string): string {
  return sep === "/" ? path : path.split(sep).join("/");
}

/**
 * `path` relative to `base`, with `/` separators. Outside `base`: the `../` path, or with `inside` set,
 * `undefined`. `base` itself is "" with `inside`, else the path as given.
 */
export function toPosixRelative(path: string, base: string, inside: true): string | undefined;
export function toPosixRelative(path: string, base: string, inside?: false): string;
export function toPosixRelative(path: string, base: string, inside = false): string | undefined {
  const rel = relative(base, path);
  if (inside) {
    if (rel === "") return "";
    if (rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return undefined;
    return toPosix(rel);
  }
  return toPosix(rel || path);
}
