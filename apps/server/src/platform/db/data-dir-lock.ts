import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

// PGlite is PostgreSQL in one process with no postmaster to refuse a second one: two processes
// on one folder (`npm start` twice, `verify:ledgers` beside a running server) would each write
// pages the other does not know of. A lock file beside the data, holding the owner's process id,
// lets only one process open the folder.

export const LOCK_FILE_NAME = 'erp-data.lock';

export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly ownerPid: number;

  constructor(dataDir: string, ownerPid: number) {
    super(
      `내장 데이터베이스 폴더 ${dataDir} 을(를) 다른 프로세스(PID ${ownerPid})가 사용 중입니다. ` +
        '실행 중인 서버를 먼저 종료하거나 다른 DATA_DIR을 지정하세요.\n' +
        `The embedded database folder ${dataDir} is in use by another process (PID ${ownerPid}). ` +
        'Stop the running server first or set another DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
    this.dataDir = dataDir;
    this.ownerPid = ownerPid;
  }
}

const isAlive = (pid: number): boolean => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const ownerOf = (file: string): number => {
  try {
    return Number(readFileSync(file, 'utf8').trim());
  } catch {
    return 0;
  }
};

/**
 * Takes the folder's lock or throws DataDirInUseError naming the folder and the owner. A lock
 * left by a process that no longer runs (killed with -9) is taken over. Returns the release.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx': created only when absent, atomically; two racing processes cannot both succeed.
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (ownerOf(file) === process.pid) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(file);
      if (owner === process.pid || isAlive(owner)) throw new DataDirInUseError(dataDir, owner);
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(dataDir, ownerOf(file));
};
