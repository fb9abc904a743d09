/**
 * Debian's Chromium (`apt-get install -y chromium`) as the HTML report's browser test and its benchmark drive it
 * through playwright-core: one path, one set of flags (no network of its own, no GPU), a new empty profile each time.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A browser context in a fresh profile, 1280×800 unless `options` say otherwise. */
export async function launchChromium(options = {}) {
  const { chromium } = await import("playwright-core");
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "msglint-chromium-profile-")), {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
    ...options,
  });
}
