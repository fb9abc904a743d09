/**
 * A value made on its first use and kept: for tables a linter builds only when a body of their format comes. A
 * linter's dialect state holds the function (core keeps no module state), so each linter builds its own once.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
