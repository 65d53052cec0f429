import "server-only";
/**
 * PGlite must have exactly one owner per data directory: a second process opening the same
 * directory loses writes without an error. A lock file with the owner's pid refuses a second
 * owner with a clear message, and a lock left by a dead process is taken over.
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDirectoryLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(path.dirname(path.resolve(dir)), `${path.basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (owner === process.pid) break;
      if (Number.isFinite(owner) && isAlive(owner)) throw new DatabaseInUseError(dir, owner);
      fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  const release = () => {
    try {
      if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.rmSync(lockPath, { force: true });
    } catch {
      /* already gone */
    }
  };
  process.once("exit", release);
  return release;
}
