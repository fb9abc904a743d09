import { describe, expect, it } from "vitest";
import { json, msglint, project } from "./helpers.js";

// A Converse body: which Regions serve its model on demand is a fact of the Region, which only the settings tell.
const body = JSON.stringify({ messages: [{ role: "user", content: [{ text: "Hello" }] }] });
const OPUS = "anthropic.claude-3-opus-20240229-v1:0";
const profileRequired = (run: ReturnType<typeof msglint>) =>
  json(run).flatMap((r) => r.messages.filter((m) => m.ruleId === "bedrock-inference-profile-required").map((m) => m.message));
const base = ["body.json", "-f", "json", "--dialect", "bedrock-converse", "--model", OPUS];

describe("the `region` setting: the AWS Region Bedrock requests are sent to", () => {
  const dir = project({ "body.json": body });

  it("reports a bare id in a Region that serves the model only through a profile, and is silent elsewhere or without a Region", () => {
    expect(profileRequired(msglint([...base, "--region", "us-east-1"], { cwd: dir }))).toEqual([
      `Invocation of model ID ${OPUS} with on-demand throughput isn’t supported. Retry your request with the ID or ARN of an inference profile that contains this model.`,
    ]);
    expect(profileRequired(msglint([...base, "--region", "us-west-2"], { cwd: dir }))).toEqual([]);
    expect(profileRequired(msglint(base, { cwd: dir }))).toEqual([]);
  });

  it("reads `region` from the config file", () => {
    const configured = project({ "body.json": body, ".msglintrc.json": JSON.stringify({ region: "us-east-1" }) });
    expect(profileRequired(msglint(base, { cwd: configured }))).toHaveLength(1);
    // The command line wins over the config.
    expect(profileRequired(msglint([...base, "--region", "us-west-2"], { cwd: configured }))).toEqual([]);
  });

  it("refuses a --region that is not a Region code", () => {
    const run = msglint([...base, "--region", "Virginia"], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--region 'Virginia': expected an AWS Region code, such as us-east-1/);
  });
});
