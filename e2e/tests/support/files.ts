import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** Every file under `dir` (its path relative to `dir`, `/`-separated) with the SHA-256 of its bytes. */
export function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else
        hashes[relative(dir, path).split('\\').join('/')] = createHash('sha256')
          .update(readFileSync(path))
          .digest('hex');
    }
  };
  walk(dir);
  return hashes;
}

/**
 * A fresh folder in the system's temporary directory, open for reading to every user: nginx's workers read the
 * targets kept in it as another user, which a folder made by `mkdtemp` (mode 0700) or a clone under such a folder
 * would refuse them.
 */
export function nginxReadableWorkDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}
