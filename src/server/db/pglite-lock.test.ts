import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquireDirectoryLock, DatabaseInUseError } from "./pglite-lock";

/**
 * A real server process holding the lock: a child node process that takes it with this very
 * module (Node strips the types) and waits. Started through `sh -c '... & exec sleep'`, so its
 * parent never reaps it: after kill -9 it stays a zombie, as under a supervisor that has not
 * waited for it yet. Resolves with the holder's pid once it holds the lock.
 */
function holder(dir: string): Promise<{ pid: number; shell: ReturnType<typeof spawn> }> {
  const code =
    "const { acquireDirectoryLock } = await import(process.argv[1]); acquireDirectoryLock(process.argv[2]);" +
    " console.log('locked'); setInterval(() => {}, 1000);";
  const lockModule = path.join(__dirname, "pglite-lock.ts");
  const quote = (v: string) => `'${v.replace(/'/g, "'\\''")}'`;
  const script =
    `${quote(process.execPath)} --no-warnings --conditions=react-server --input-type=module -e ${quote(code)} ` +
    `${quote(lockModule)} ${quote(dir)} & echo "pid $!"; exec sleep 60`;
  const shell = spawn("sh", ["-c", script], { env: { ...process.env, NODE_OPTIONS: "" } });
  return new Promise((resolve, reject) => {
    let out = "";
    shell.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      const pid = /pid (\d+)/.exec(out)?.[1];
      if (pid && out.includes("locked")) resolve({ pid: Number(pid), shell });
    });
    shell.on("exit", () => reject(new Error(`the holder exited: ${out}`)));
    setTimeout(() => reject(new Error(`the holder did not take the lock: ${out}`)), 30_000);
  });
}

const stateOf = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[0];

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
    expect(fs.readFileSync(`${dir}.lock`, "utf8").split(" ")[0]).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  const linux = fs.existsSync("/proc/self/stat") ? test : test.skip;

  linux(
    "a live server holding the directory is refused; after kill -9 (a zombie not yet reaped) the lock is taken over at once",
    async () => {
      const { pid, shell } = await holder(dir);
      try {
        expect(() => acquireDirectoryLock(dir)).toThrow(new RegExp(`already in use by process ${pid}`));
        process.kill(pid, "SIGKILL");
        for (let i = 0; i < 50 && stateOf(pid) !== "Z"; i++) await new Promise((r) => setTimeout(r, 20));
        expect(stateOf(pid)).toBe("Z");
        const release = acquireDirectoryLock(dir);
        expect(fs.readFileSync(`${dir}.lock`, "utf8").split(" ")[0]).toBe(String(process.pid));
        release();
      } finally {
        shell.kill("SIGKILL");
      }
    },
    60_000,
  );

  linux("a pid given to another process since is not the owner: the lock is taken over", async () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      fs.mkdirSync(dir, { recursive: true });
      // The pid is alive, but it started at another time than the lock's owner did.
      fs.writeFileSync(`${dir}.lock`, `${other.pid} 1`);
      const release = acquireDirectoryLock(dir);
      expect(fs.readFileSync(`${dir}.lock`, "utf8").split(" ")[0]).toBe(String(process.pid));
      release();
    } finally {
      other.kill();
    }
  });
});
