/**
 * Where releases go. A target holds one folder (or key prefix) per origin — `site/` and each remote's
 * origin folder (@site/apps), what each origin serves — and `releases/`, which no origin serves: each app's release history and
 * the pointer files of every release. Both kinds of target share one interface, so the release logic
 * (scripts/release/release.mjs) is the same for a web host's directory and for S3-compatible object storage,
 * and the server (`pnpm serve --target`) reads either as production serves it.
 *
 *   read(key)               → Buffer, or undefined when there is no such object
 *   get(key)                → { body, headers } as a web server or CDN would send the object, or undefined
 *   exists(key)             → boolean
 *   list(prefix)            → every key under prefix/
 *   write(key, body)        → replaces the object at once (never half-written), with the headers of its key
 *   createExclusive(key, b) → writes only if there is no such object yet; false if there was one
 *   remove(key)
 *   close()                 → lets the process exit (an S3 client keeps its connections open)
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, posix, relative, resolve, sep } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { cacheControlFor, contentTypes } from './headers.mjs';

/**
 * The headers an object is served with, from its key (`<origin>/<path>`): its type, immutable under the
 * origin's `/static/` (hashed names), no-cache for the rest; a Brotli copy `<file>.br` has its file's type and
 * `Content-Encoding: br`, so a CDN can send it as it is to browsers that accept br (docs/deploy.md).
 */
export function objectHeaders(key) {
  const brotli = key.endsWith('.br');
  const file = brotli ? key.slice(0, -'.br'.length) : key;
  const originPath = file.slice(file.indexOf('/'));
  return {
    contentType: contentTypes[extname(file)] ?? 'application/octet-stream',
    cacheControl: cacheControlFor(originPath),
    ...(brotli ? { contentEncoding: 'br' } : {}),
  };
}

/** A key as the target stores it: relative, `/`-separated, never leaving the target. */
export function safeKey(key) {
  const normal = posix.normalize(key);
  if (normal.startsWith('/') || normal.split('/').includes('..') || normal.includes('\0')) {
    throw new Error(`Not a key inside the target: ${key}`);
  }
  return normal;
}

const isMissing = (error) => error?.code === 'ENOENT' || error?.code === 'ENOTDIR' || error?.code === 'EISDIR';

/** `dir:<path>`: what an nginx host serves (deploy/nginx's origins file points each root at a folder here). */
export function dirTarget(root) {
  const base = resolve(root);
  const fileOf = (key) => join(base, ...safeKey(key).split('/'));
  const read = async (key) => {
    try {
      return await readFile(fileOf(key));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  return {
    name: `dir:${root}`,
    read,
    async get(key) {
      const body = await read(key);
      return body && { body, headers: objectHeaders(key) };
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async list(prefix) {
      const dir = fileOf(prefix);
      let entries;
      try {
        entries = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isFile() && !entry.name.includes('.partial-'))
        .map((entry) => relative(base, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .sort();
    },
    // Written beside, then renamed over: a reader sees the old file or the new one, never part of one.
    async write(key, body) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      const partial = `${file}.partial-${randomUUID()}`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async createExclusive(key, body) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      try {
        await writeFile(file, body, { flag: 'wx' });
        return true;
      } catch (error) {
        if (error.code === 'EEXIST') return false;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    close() {},
  };
}

const isNotFound = (error) =>
  error?.name === 'NoSuchKey' || error?.name === 'NotFound' || error?.$metadata?.httpStatusCode === 404;

/**
 * `s3://<bucket>[/<prefix>]`: any S3-compatible storage. The SDK reads its endpoint, region and credentials from
 * its standard environment (AWS_ENDPOINT_URL_S3, AWS_REGION, AWS_ACCESS_KEY_ID, …); with a custom endpoint
 * (MinIO, R2, a local server), buckets are addressed by path, which all of them accept.
 */
export function s3Target(bucket, prefix = '', client = undefined) {
  const s3 =
    client ??
    new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL) });
  const keyOf = (key) => (prefix ? `${prefix}/${safeKey(key)}` : safeKey(key));
  const get = async (key) => {
    try {
      const response = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
      return {
        body: Buffer.from(await response.Body.transformToByteArray()),
        headers: {
          contentType: response.ContentType,
          cacheControl: response.CacheControl,
          ...(response.ContentEncoding ? { contentEncoding: response.ContentEncoding } : {}),
        },
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };
  const put = (key, body, condition = {}) => {
    const { contentType, cacheControl, contentEncoding } = objectHeaders(key);
    return s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: keyOf(key),
        Body: body,
        ContentType: contentType,
        CacheControl: cacheControl,
        ContentEncoding: contentEncoding,
        ...condition,
      }),
    );
  };
  return {
    name: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
    read: async (key) => (await get(key))?.body,
    get,
    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async list(listPrefix) {
      const keys = [];
      const start = `${keyOf(listPrefix)}/`;
      for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket, Prefix: start })) {
        for (const object of page.Contents ?? []) keys.push(object.Key.slice(prefix ? prefix.length + 1 : 0));
      }
      return keys.sort();
    },
    // One PutObject replaces an object atomically.
    write: (key, body) => put(key, body),
    // A conditional write (If-None-Match: *); read back too, for a store that ignores the condition.
    async createExclusive(key, body) {
      try {
        await put(key, body, { IfNoneMatch: '*' });
      } catch (error) {
        if (error?.$metadata?.httpStatusCode === 412 || error?.name === 'PreconditionFailed') return false;
        throw error;
      }
      const stored = await get(key);
      return stored !== undefined && stored.body.equals(Buffer.from(body));
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
    close: () => s3.destroy(),
  };
}

/** A target from its command-line form: `dir:<path>` or `s3://<bucket>[/<prefix>]`. */
export function openTarget(spec) {
  if (typeof spec !== 'string' || spec === '') {
    throw new Error('Name a target: --target dir:<path> or --target s3://<bucket>[/<prefix>].');
  }
  if (spec.startsWith('dir:') && spec.length > 'dir:'.length) return dirTarget(spec.slice('dir:'.length));
  const s3 = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*?))?\/?$/.exec(spec);
  if (s3) return s3Target(s3[1], s3[2] ? safeKey(s3[2]) : '');
  throw new Error(`Unknown target ${spec}: use dir:<path> or s3://<bucket>[/<prefix>].`);
}
