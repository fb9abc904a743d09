/** A progress bar on stderr for long runs on a terminal; never in piped output or logs. */

/** A run is long when it has this many files or this many bytes. */
export const LONG_RUN_FILES = 100;
export const LONG_RUN_BYTES = 32 * 1024 * 1024;
/** Redraws at most this often, so drawing never costs more than the linting. */
const REDRAW_MS = 100;
const WIDTH = 30;

export function shouldShowProgress(stderrIsTTY: boolean, files: number, bytes: number): boolean {
  return stderrIsTTY && (files >= LONG_RUN_FILES || bytes >= LONG_RUN_BYTES);
}

/** One frame: `[#######-----------] 120/400 files`. */
export function renderProgress(done: number, total: number): string {
  const filled = total === 0 ? WIDTH : Math.round((done / total) * WIDTH);
  return `msglint [${"#".repeat(filled)}${"-".repeat(WIDTH - filled)}] ${done}/${total} files`;
}

export class ProgressBar {
  private last = 0;
  private shown = false;

  constructor(
    private readonly write: (text: string) => void,
    private readonly total: number,
    private readonly now: () => number = Date.now,
  ) {}

  update(done: number): void {
    const time = this.now();
    if (this.shown && done < this.total && time - this.last < REDRAW_MS) return;
    this.last = time;
    this.shown = true;
    this.write(`\r${renderProgress(done, this.total)}\u001b[K`);
  }

  /** Erases the bar, so the report starts on a clean line. */
  finish(): void {
    if (this.shown) this.write("\r\u001b[K");
    this.shown = false;
  }
}
