import {spawn} from 'node:child_process';

/**
 * Holds an flock(1) lock file until the returned release function is called. On a machine shared with other builds
 * (BENCH_BUILD_LOCK), the bench takes the lock once for all its builds, so that none of them is timed while it
 * competes with another build, and the time spent waiting for the lock is never counted as build time.
 */
export function holdLock(lockFile: string): Promise<() => void> {
  // flock runs `cat` once it has the lock: it prints a line, then holds the lock until its stdin closes.
  const holder = spawn('flock', [lockFile, 'sh', '-c', 'echo locked; cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    holder.once('error', reject);
    holder.once('exit', (code) => reject(new Error(`flock ${lockFile} ended with code ${code} before locking.`)));
    holder.stdout.once('data', () => {
      holder.removeAllListeners('exit');
      resolve(() => holder.stdin.end());
    });
  });
}
