import "server-only";
/**
 * PGlite must have exactly one owner per data directory: a second process opening the same
 * directory loses writes without an error. A lock file with the owner's pid refuses a second
 * owner with a clear message, and a lock left by a dead process is taken over.
 *
 * "Dead" includes what kill -9 leaves behind: a zombie (killed, not yet reaped by its parent, so
 * `kill(pid, 0)` still succeeds) and a pid the system has since given to another process. On
 * Linux the lock records the owner's start time (/proc/<pid>/stat) beside its pid, so a restart
 * right after kill -9 takes the lock over instead of failing (and a supervisor never loops), while
 * a second live server on the same directory is still refused.
 */
import fs from "node:fs";
import path from "node:path";

export class DatabaseInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is already in use by process ${pid}. ` +
        `Stop that process (only one Rhythm server may use an embedded database at a time), ` +
        `or point PGLITE_DIR at another directory, or set DATABASE_URL to use a PostgreSQL server.`,
    );
    this.name = "DatabaseInUseError";
  }
}

/** State and start time (clock ticks since boot) of a process, from /proc; undefined without it. */
function procStat(pid: number): { state: string; start: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces and parentheses): state is field 3, starttime 22.
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: rest[0], start: rest[19] };
  } catch {
    return undefined;
  }
}

const hasProc = () => procStat(process.pid) !== undefined;

/** True while the process that wrote the lock still runs (not dead, not a zombie, not a reused pid). */
function isHeld(pid: number, start: string | undefined): boolean {
  if (hasProc()) {
    const stat = procStat(pid);
    if (!stat || stat.state === "Z" || stat.state === "X" || stat.state === "x") return false;
    return !start || stat.start === start;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** What the lock file holds: "<pid> <start time>" (the start time only where /proc has it). */
const ownToken = () => `${process.pid} ${procStat(process.pid)?.start ?? ""}`.trim();

export function acquireDirectoryLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(path.dirname(path.resolve(dir)), `${path.basename(dir)}.lock`);
  const token = ownToken();
  let locked = false;
  for (let attempt = 0; attempt < 3 && !locked; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, token);
      fs.closeSync(fd);
      locked = true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const [pidText, start] = fs.readFileSync(lockPath, "utf8").trim().split(/\s+/);
      const owner = Number.parseInt(pidText ?? "", 10);
      if (owner === process.pid) locked = true;
      else if (Number.isFinite(owner) && isHeld(owner, start)) throw new DatabaseInUseError(dir, owner);
      else fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  if (!locked) throw new Error(`Could not take the lock ${lockPath}: another process keeps replacing it.`);
  const release = () => {
    try {
      if (fs.readFileSync(lockPath, "utf8").trim() === token) fs.rmSync(lockPath, { force: true });
    } catch {
      /* already gone */
    }
  };
  process.once("exit", release);
  return release;
}
