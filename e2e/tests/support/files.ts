import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
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
