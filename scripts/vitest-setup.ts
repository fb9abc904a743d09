// Every test runs on a fixed calendar: rules that depend on the date (a model past its end of life, model-retired)
// compare with the `now` setting, which defaults to today, and the fixtures and expected outputs must not change
// when the calendar moves. In-process code sees the pinned date (only `Date` is faked, and it advances with real
// time); spawned CLI runs get it through MSGLINT_NOW (vitest.config.ts). Tests of those rules pass `now` themselves.
import { vi } from "vitest";

vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${process.env.MSGLINT_NOW}T00:00:00Z`), shouldAdvanceTime: true });
