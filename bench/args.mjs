/**
 * The `--name value` options of a bench script's command line, one reader for every script. `takeOption` removes the
 * pair it reads, so what is left of the list is the script's other arguments; `readOption` leaves the list as it is.
 */

/** The value after `name` in `argv`, or `fallback` when `name` is not there; the list is left as it is. */
export function readOption(argv, name, fallback) {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : fallback;
}

/** The value after `name` in `argv`, or `fallback`; the pair is removed from `argv`. */
export function takeOption(argv, name, fallback) {
  const at = argv.indexOf(name);
  return at >= 0 ? argv.splice(at, 2)[1] : fallback;
}
