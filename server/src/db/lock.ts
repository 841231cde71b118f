import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `データディレクトリ ${dataDir} は別のプロセス (pid ${pid}) が使用中です。同じデータディレクトリで2つ目のプロセスは起動できません。\n` +
        `The data directory ${dataDir} is in use by another process (pid ${pid}); PGlite allows one process per data directory.`,
    );
    this.name = 'DataDirLockedError';
  }
}

// A process killed with kill -9 stays a zombie until its parent reaps it, and signal 0 still reaches a zombie; it holds
// nothing any more, so a restart next to it (a supervisor or a crash drill that has not reaped yet) may take over.
const isZombie = (pid: number): boolean => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the directory.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export interface DirLock {
  release(): void;
}

// PGlite has no inter-process locking and two writers silently lose data, so the directory is claimed with an
// O_EXCL lock file holding our pid; a lock left by a dead process is taken over.
export function acquireDirLock(dataDir: string): DirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return {
        release: () => {
          try {
            if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${file}`);
}
