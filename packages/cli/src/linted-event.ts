/**
 * How the CLI tells its launcher that this run linted files (src/compile-cache.ts): the code it compiled is then the
 * linter's, worth keeping in the compile cache. A process event, since the CLI runs in a `vm.Script` the launcher made;
 * where nobody listens (Node 22.1 on, or the CLI as a library), it does nothing.
 */
export const LINTED_EVENT = "msglint:linted";

export function announceLinted(): void {
  process.emit(LINTED_EVENT as never);
}
