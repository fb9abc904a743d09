import type { BrowserContext, chromium } from "playwright-core";

export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
/** A browser context in a fresh profile, 1280×800 unless `options` say otherwise. */
export declare function launchChromium(options?: Parameters<(typeof chromium)["launchPersistentContext"]>[1]): Promise<BrowserContext>;
