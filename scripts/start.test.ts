/**
 * `npm start` rebuilds when the build is missing or older than what it is made from. The script
 * runs in its own Node process here, as `npm start` runs it.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const script = pathToFileURL(path.join(__dirname, "start.mjs")).href;

function rebuildReason(root: string): string | null {
  const out = execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const m = await import(${JSON.stringify(script)}); console.log(JSON.stringify(m.rebuildReason(process.argv[1])));`,
      root,
    ],
    { encoding: "utf8" },
  );
  return JSON.parse(out) as string | null;
}

const BUILT = new Date("2026-01-02T00:00:00Z");
const BEFORE = new Date("2026-01-01T00:00:00Z");
const AFTER = new Date("2026-01-03T00:00:00Z");

function touch(file: string, at: Date) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, "x");
  utimesSync(file, at, at);
}

describe("npm start's rebuild check", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "rhythm-start-"));
    for (const f of ["package.json", "package-lock.json", "src/app/page.tsx", "messages/en.json", "public/icon.svg"])
      touch(path.join(root, f), BEFORE);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test("builds when there is no build", () => {
    expect(rebuildReason(root)).toBe("no production build found");
  });

  test("keeps a build newer than all of its sources", () => {
    touch(path.join(root, ".next", "BUILD_ID"), BUILT);
    expect(rebuildReason(root)).toBeNull();
  });

  test.each([
    ["package.json", "package.json"],
    ["package-lock.json", "package-lock.json"],
    ["src/server/deep/inside/module.ts", "src"],
    ["messages/es.json", "messages"],
    ["public/icons/new.png", "public"],
  ])("rebuilds when %s is newer than the build", (file, source) => {
    touch(path.join(root, ".next", "BUILD_ID"), BUILT);
    touch(path.join(root, file), AFTER);
    expect(rebuildReason(root)).toBe(`${source} changed since the last build`);
  });
});

function serverNodeFlags(env: Record<string, string>): string[] {
  const out = execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const m = await import(${JSON.stringify(script)}); console.log(JSON.stringify(m.serverNodeFlags(JSON.parse(process.argv[1]))));`,
      JSON.stringify(env),
    ],
    { encoding: "utf8" },
  );
  return JSON.parse(out) as string[];
}

describe("npm start's memory ceiling", () => {
  test("512 MB of old generation by default, or RHYTHM_MAX_OLD_SPACE_MB", () => {
    expect(serverNodeFlags({})).toEqual(["--max-old-space-size=512"]);
    expect(serverNodeFlags({ RHYTHM_MAX_OLD_SPACE_MB: "1024" })).toEqual(["--max-old-space-size=1024"]);
  });
  test("a ceiling in NODE_OPTIONS wins; a nonsense setting adds none", () => {
    expect(serverNodeFlags({ NODE_OPTIONS: "--max-old-space-size=2048" })).toEqual([]);
    expect(serverNodeFlags({ RHYTHM_MAX_OLD_SPACE_MB: "lots" })).toEqual([]);
  });
});
