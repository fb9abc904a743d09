/**
 * Only the default API version's request schemas load with core; the others load on demand (`loadApiVersion`).
 * Each test imports a fresh copy of core, so that no other test has loaded a version before it.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

type Core = typeof import("../src/index.js");
const freshCore = async (): Promise<Core> => import("../src/index.js");

beforeEach(() => {
  vi.resetModules();
});

// A 2026-10-21 body: `temperature` is gone in that version, and the tool call has no result.
const request = {
  model: "claude-sonnet-4-5",
  max_tokens: 100,
  top_k: 5,
  messages: [
    { role: "user", content: "hi" },
    { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "get", input: {} }] },
  ],
  tools: [{ name: "get", input_schema: { type: "object" } }],
};
const v2026 = { settings: { apiVersion: "2026-10-21" } };
const ids = (diagnostics: { ruleId: string }[]) => diagnostics.map((d) => d.ruleId).sort();

describe("a version whose schema is not loaded", () => {
  it("gets one request-schema finding that says so and how to load it; the other rules still run", async () => {
    const { lintValue } = await freshCore();
    const found = lintValue(request, v2026);
    const notLoaded = found.filter((d) => d.ruleId === "request-schema");
    expect(notLoaded).toHaveLength(1);
    expect(notLoaded[0]).toMatchObject({ severity: "error", pointer: "", path: "" });
    expect(notLoaded[0]!.message).toContain("API version 2026-10-21 is not loaded");
    expect(notLoaded[0]!.message).toContain('await loadApiVersion("2026-10-21")');
    expect(ids(found)).toContain("tool-use-missing-result");
  });

  it("does not pass assertValid", async () => {
    const { assertValid, MsglintError } = await freshCore();
    const clean = { model: "claude-sonnet-4-5", max_tokens: 10, messages: [{ role: "user", content: "hi" }] };
    expect(() => assertValid(clean, v2026)).toThrow(MsglintError);
    expect(() => assertValid(clean, v2026)).toThrow(/not loaded/);
  });

  it("is reported only where request-schema is on", async () => {
    const { lintValue } = await freshCore();
    expect(lintValue(request, { ...v2026, rules: { "request-schema": "off" } }).some((d) => d.ruleId === "request-schema")).toBe(false);
  });
});

describe("loadApiVersion", () => {
  it("makes a synchronous lint check the version's schema: what the statically imported schema gave", async () => {
    const core = await freshCore();
    expect(await core.loadApiVersion("2026-10-21")).toBe(true);
    // unknown-top-level-field reports top-level extras itself; the schema's own finding shows with it off.
    const options = { ...v2026, rules: { "unknown-top-level-field": "off" as const } };
    const loaded = core.lintValue(request, options);
    expect(loaded.some((d) => d.message.includes("not loaded"))).toBe(false);
    // `top_k` is a field 2026-10-21 dropped: only that version's schema has the finding.
    expect(loaded).toContainEqual(
      expect.objectContaining({ ruleId: "request-schema", pointer: "/top_k", message: "top_k: Extra inputs are not permitted" }),
    );
    // The same as through the entry that bundles every version, in another fresh copy of core.
    vi.resetModules();
    const bundled = await freshCore();
    (await import("../src/all-api-versions.js")).loadAllApiVersions();
    expect(bundled.lintValue(request, options)).toEqual(loaded);
  });

  it("is idempotent, and resolves false for a version msglint has no schema for", async () => {
    const { loadApiVersion, lintValue, API_VERSIONS, DEFAULT_API_VERSION, defaultLinter } = await freshCore();
    const { anthropic } = await import("../src/dialects/anthropic/index.js");
    const structuralSchema = (version: string, variant: "ga" | "beta") =>
      (defaultLinter().stateOf(anthropic as never) as { schemas: { get(v: string, k: string): { validate: unknown } | undefined } }).schemas.get(
        version,
        variant,
      );
    await loadApiVersion("2026-10-21");
    const first = structuralSchema("2026-10-21", "beta")!.validate;
    expect(await Promise.all([loadApiVersion("2026-10-21"), loadApiVersion("2026-10-21")])).toEqual([true, true]);
    expect(structuralSchema("2026-10-21", "beta")!.validate).toBe(first);
    expect(await loadApiVersion()).toBe(true);
    expect(await loadApiVersion(DEFAULT_API_VERSION)).toBe(true);
    expect(API_VERSIONS).toEqual(["2023-06-01", "2026-10-21"]);
    expect(await loadApiVersion("2099-01-01")).toBe(false);
    // An unknown version has no schema to load: no "not loaded" finding, but one that says the version is unknown.
    const unknown = lintValue(request, { settings: { apiVersion: "2099-01-01" } }).filter((d) => d.ruleId === "request-schema");
    expect(unknown.map((d) => d.message)).toEqual([expect.stringContaining('unknown API version "2099-01-01"')]);
  });
});

describe("the request guards load the version of the request they see", () => {
  const body = JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 10, top_k: 5, messages: [{ role: "user", content: "hi" }] });

  it("withMsglint, from the anthropic-version header", async () => {
    const { withMsglint, MsglintError } = await freshCore();
    const fetch = withMsglint(async (_input: string, _init?: RequestInit) => "sent");
    const sent = fetch("https://api.anthropic.com/v1/messages", { method: "POST", headers: { "anthropic-version": "2026-10-21" }, body });
    await expect(sent).rejects.toBeInstanceOf(MsglintError);
    await expect(sent).rejects.toThrow("top_k: Extra inputs are not permitted");
  });

  it("withMsglint, one wrapper: each request by its own headers, whatever the wrapper saw before", async () => {
    const { withMsglint } = await freshCore();
    const fetch = withMsglint(async (_input: string, _init?: RequestInit) => "sent");
    const send = (headers: Record<string, string> | [string, string][]) =>
      fetch("https://api.anthropic.com/v1/messages", { method: "POST", headers, body });
    // `top_k` is a field of 2023-06-01, and gone in 2026-10-21.
    await expect(send({ "anthropic-version": "2023-06-01" })).resolves.toBe("sent");
    await expect(send({ "Anthropic-Version": "2026-10-21" })).rejects.toThrow("top_k: Extra inputs are not permitted");
    await expect(send([["ANTHROPIC-VERSION", "2023-06-01"]])).resolves.toBe("sent");
    await expect(send([["anthropic-version", "2026-10-21"]])).rejects.toThrow("top_k: Extra inputs are not permitted");
    // Of two spellings of one header, the last one counts.
    await expect(send({ "anthropic-version": "2026-10-21", "Anthropic-Version": "2023-06-01" })).resolves.toBe("sent");
    await expect(send({ "Anthropic-Version": "2023-06-01", "anthropic-version": "2026-10-21" })).rejects.toThrow("top_k");
  });

  it("withMsglint reads its settings when it is made", async () => {
    const { withMsglint } = await freshCore();
    const options = { settings: { apiVersion: "2026-10-21" } };
    const fetch = withMsglint(async (_input: string, _init?: RequestInit) => "sent", options);
    options.settings.apiVersion = "2023-06-01";
    await expect(fetch("https://api.anthropic.com/v1/messages", { method: "POST", headers: {}, body })).rejects.toThrow("top_k");
  });

  it("msglintMiddleware, from the settings, which win over the header", async () => {
    const { msglintMiddleware } = await freshCore();
    const middleware = msglintMiddleware({ settings: { apiVersion: "2026-10-21" } });
    const sent = middleware(
      { url: "https://api.anthropic.com/v1/messages", method: "POST", headers: { "anthropic-version": "2023-06-01" }, body },
      async () => "sent",
    );
    await expect(sent).rejects.toThrow("top_k: Extra inputs are not permitted");
  });

  it("guardRequest, synchronous, reports a version it was not given loaded", async () => {
    const { guardRequest } = await freshCore();
    const headers = new Map([["anthropic-version", "2026-10-21"]]);
    const call = () =>
      guardRequest({ url: "https://api.anthropic.com/v1/messages", method: "POST", headers: { get: (name) => headers.get(name) ?? null }, body });
    expect(call).toThrow(/API version 2026-10-21 is not loaded/);
  });
});

describe("an API version msglint does not know", () => {
  const body = { model: "claude-sonnet-4-5", max_tokens: 100, messages: [{ role: "user", content: "hi" }], bogus: 1 };

  it("is a request-schema error that names the known versions, not a silently skipped check", async () => {
    const { lintValue, API_VERSIONS } = await freshCore();
    const found = lintValue(body, { settings: { apiVersion: "2023-01-01" } });
    expect(found).toEqual([
      expect.objectContaining({
        ruleId: "request-schema",
        severity: "error",
        pointer: "",
        message: expect.stringContaining('unknown API version "2023-01-01"'),
      }),
    ]);
    for (const version of API_VERSIONS) expect(found[0]!.message).toContain(version);
  });

  it("does not pass assertValid, and a captured request's header counts too", async () => {
    const { assertValid, guardRequest } = await freshCore();
    expect(() =>
      assertValid(
        { model: "claude-sonnet-4-5", max_tokens: 1, messages: [{ role: "user", content: "hi" }] },
        { settings: { apiVersion: "2023-01-01" } },
      ),
    ).toThrow(/unknown API version "2023-01-01"/);
    const headers = new Map([["anthropic-version", "2023-01-01"]]);
    const request = { url: "https://api.anthropic.com/v1/messages", method: "POST", headers: { get: (name: string) => headers.get(name) ?? null } };
    expect(() => guardRequest({ ...request, body: JSON.stringify(body).replace(',"bogus":1', "") })).toThrow(/unknown API version "2023-01-01"/);
  });
});
