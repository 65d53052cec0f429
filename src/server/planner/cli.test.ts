import { spawnSync } from "node:child_process";
import { join } from "node:path";

const root = join(__dirname, "..", "..", "..");
const tsx = join(root, "node_modules", ".bin", "tsx");

function plan(args: string[], input?: string) {
  const r = spawnSync(tsx, [join(root, "scripts", "plan.ts"), ...args], {
    cwd: root,
    input: input ?? "",
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("scripts/plan.ts", () => {
  it("prints the plan as JSON", () => {
    const r = plan([
      "--date",
      "2026-11-23",
      "--day-start",
      "08:00",
      "--day-end",
      "22:00",
      "standup at 9:30, 3 hours on the report, gym after work",
    ]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as {
      blocks: { title: string; start: string; end: string; kind: string; fixed: boolean }[];
      unscheduled: unknown[];
    };
    expect(json.blocks[0]).toEqual(
      expect.objectContaining({ title: "Report", start: "08:30", end: "09:30", kind: "task", fixed: false }),
    );
    expect(json.blocks.find((b) => b.title === "Standup")).toEqual(
      expect.objectContaining({ start: "09:30", end: "09:45", kind: "event", fixed: true }),
    );
    expect(json.unscheduled).toEqual([]);
  });

  it("reads standard input and reports unscheduled tasks with an English reason", () => {
    const r = plan(["--date=2026-11-23", "--day-start=20:00", "--day-end=21:00"], "write 2h, read 30 min");
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { unscheduled: { title: string; reason: string; minutes: number }[] };
    expect(json.unscheduled).toEqual([
      { title: "Write", reason: "no room left in your day before 9pm", minutes: 60 },
      { title: "Read", reason: "no room left in your day before 9pm", minutes: 30 },
    ]);
  });

  it("handles empty, too long and bad flags", () => {
    expect(plan(["--date", "2026-11-23", "   "])).toMatchObject({
      code: 1,
      out: "",
      err: "Please describe your day\n",
    });
    expect(plan(["--date", "2026-11-23"], "")).toMatchObject({ code: 1, err: "Please describe your day\n" });
    expect(plan(["x".repeat(4001)])).toMatchObject({ code: 1, out: "" });
    expect(plan(["--nope", "gym"])).toMatchObject({ code: 2, out: "" });
    expect(plan(["--day-start", "18:00", "--day-end", "08:00", "gym"]).code).toBe(2);
  });
});
