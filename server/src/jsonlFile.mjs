import { mkdir, open, readdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** JSON.stringify leaves U+2028 and U+2029 as they are: line breaks to some readers of a .jsonl file. */
const jsonLine = (value) =>
  `${JSON.stringify(value)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}\n`;

/** Whether a file's last byte is something other than a line break: a write cut off by a crash. */
async function endsMidLine(file, size) {
  if (size === 0) return false;
  const handle = await open(file, 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(1), 0, 1, size - 1);
    return buffer[0] !== 0x0a;
  } finally {
    await handle.close();
  }
}

/**
 * A file of JSON lines under `dataDir`, `<name>.jsonl`, every append flushed to disk (fsync) before it resolves,
 * so what a caller acknowledged survives a crash. Writes are queued one after another; a write that would take
 * the file past `maxFileBytes` first moves the full file aside (`<name>-<time>.jsonl`), so no line is ever split
 * or lost. A line a crash cut short stays on its own line: the next write starts on a fresh one.
 * - `afterRotate()`: called (and awaited) after each move aside (a store's retention).
 * `append(...values)` writes the values as consecutive lines in one write; `files()` resolves to every file of
 * the store, the moved-aside ones oldest first, then the current one; `drained()` once every queued write is on
 * disk (graceful shutdown).
 */
export function createJsonlFile({ dataDir, name, maxFileBytes = 5 * 1024 * 1024, afterRotate = async () => {} }) {
  const file = join(dataDir, `${name}.jsonl`);
  let size;
  let cutShort = false;
  let queue = Promise.resolve();

  const rotate = async () => {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await rename(file, join(dataDir, `${name}-${stamp}.jsonl`));
    size = 0;
    cutShort = false;
    await afterRotate();
  };

  const write = async (text) => {
    try {
      await writeOnce(text);
    } catch (error) {
      // Where a failed write (a full disk, say) left the file is unknown: the next one looks again.
      size = undefined;
      throw error;
    }
  };

  const writeOnce = async (text) => {
    await mkdir(dataDir, { recursive: true });
    if (size === undefined) {
      size = (await stat(file).catch(() => undefined))?.size ?? 0;
      cutShort = await endsMidLine(file, size);
    }
    const bytes = Buffer.byteLength(text);
    if (size > 0 && size + bytes > maxFileBytes) await rotate();
    const line = cutShort ? `\n${text}` : text;
    const handle = await open(file, 'a');
    try {
      await handle.appendFile(line, 'utf8');
      await handle.sync();
      size += Buffer.byteLength(line);
      cutShort = false;
    } finally {
      await handle.close();
    }
  };

  const rotatedName = new RegExp(`^${name}-[0-9TZ-]+\\.jsonl$`);
  return {
    file,
    append(...values) {
      const written = queue.then(() => write(values.map(jsonLine).join('')));
      queue = written.catch(() => undefined);
      return written;
    },
    async files() {
      const names = await readdir(dataDir).catch(() => []);
      const rotated = names.filter((entry) => rotatedName.test(entry)).sort();
      return [...rotated.map((entry) => join(dataDir, entry)), ...(names.includes(`${name}.jsonl`) ? [file] : [])];
    },
    drained: () => queue,
  };
}
