/**
 * `msglint view <files…> [options]`: the HTML report, written to a temporary file and opened in the default
 * browser; where no browser can be opened (a server, a container), the file's path is printed instead.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CliIo } from "../types.js";

const USAGE = `Usage: msglint view <files, directories or globs> [lint options]

Writes the HTML report of the files to a temporary file and opens it in the default browser
(xdg-open, open or start); prints the file's path when no browser can be opened.
`;

/** How the platform opens a file in its default application. */
export function openerFor(platform: NodeJS.Platform, file: string): { command: string; args: string[] } {
  if (platform === "darwin") return { command: "open", args: [file] };
  // `start` is a cmd built-in; its first quoted argument is a window title.
  if (platform === "win32") return { command: "cmd", args: ["/c", "start", '""', file] };
  return { command: "xdg-open", args: [file] };
}

/** Opens the file; resolves to false when the opener is missing or fails. An opener still running after a while has done its job. */
export function openInBrowser(file: string, platform: NodeJS.Platform = process.platform): Promise<boolean> {
  const { command, args } = openerFor(platform, file);
  return new Promise((done) => {
    let child;
    try {
      child = spawn(command, args, { stdio: "ignore", detached: true });
    } catch {
      done(false);
      return;
    }
    const timer = setTimeout(() => {
      child.unref();
      done(true);
    }, 5000);
    child.on("error", () => {
      clearTimeout(timer);
      done(false);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      done(code === 0);
    });
  });
}

/** 0 once the report is written (and opened, or its path printed); 2 for a usage or fatal problem. Findings do not fail it. */
export async function runViewCommand(argv: string[], io: CliIo, lint: (argv: string[]) => Promise<number>): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    io.stdout(USAGE);
    return 0;
  }
  const owned = argv.find((arg) => /^(-f|-o|--format|--output-file)(=|$)/.test(arg));
  if (owned !== undefined) {
    io.stderr(`msglint view: ${owned} is not an option of view, which writes an HTML report of its own (use --format html -o <file> to keep one).\n`);
    return 2;
  }
  const file = join(mkdtempSync(join(tmpdir(), "msglint-view-")), "report.html");
  const code = await lint([...argv, "--format", "html", "--output-file", file]);
  if (code === 2) return 2;
  if (await openInBrowser(file)) {
    io.stderr(`msglint: opened the report in your browser: ${file}\n`);
  } else {
    io.stderr(`msglint: no browser could be opened (${openerFor(process.platform, file).command} is missing or failed); open the report yourself:\n`);
    io.stdout(`${file}\n`);
  }
  return 0;
}
