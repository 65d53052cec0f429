import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquireDirectoryLock, DatabaseInUseError } from "./pglite-lock";

describe("PGlite directory lock", () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "rhythm-lock-")), "pglite");
  });

  test("a directory held by another live process is refused with a clear message", async () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(`${dir}.lock`, String(other.pid));
      expect(() => acquireDirectoryLock(dir)).toThrow(DatabaseInUseError);
      expect(() => acquireDirectoryLock(dir)).toThrow(/already in use by process/);
    } finally {
      other.kill();
    }
  });

  test("a lock left by a dead process is taken over and released", () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(`${dir}.lock`, "999999999");
    const release = acquireDirectoryLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
