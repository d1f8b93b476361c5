import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/**
 * File storage behind one small interface (uploads: profile pictures). Keys are flat, unguessable
 * names made by the caller (`[a-z0-9-]+.ext`). Local files under DATA_DIR/uploads by default; any
 * S3-compatible service (AWS S3, MinIO, R2 …) through the official AWS SDK v3 when S3_BUCKET is set.
 */
export type StoredFile = { body: Buffer; contentType: string };
export type FileStorage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
};

export const SAFE_KEY = /^[a-z0-9][a-z0-9-]{10,120}\.(webp|jpg|png)$/;
const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };
const contentTypeOf = (key: string) => TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

function assertKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`storage: refused key ${JSON.stringify(key)}`);
}

/** DATA_DIR/uploads: written to a temporary name and renamed, so a reader never sees half a file. */
export function createLocalStorage(dir: string): FileStorage {
  return {
    async put(key, body) {
      assertKey(key);
      await mkdir(dir, { recursive: true });
      const tmp = join(dir, `.${key}.${process.pid}.tmp`);
      await writeFile(tmp, body, { mode: 0o640 });
      await rename(tmp, join(dir, key));
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return undefined;
      try {
        return { body: await readFile(join(dir, key)), contentType: contentTypeOf(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      if (!SAFE_KEY.test(key)) return;
      await rm(join(dir, key), { force: true });
    },
  };
}

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  prefix?: string;
};

/** S3-compatible storage (AWS SDK v3). Objects are private; the API streams them to members. */
export function createS3Storage(options: S3Options): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible servers lack the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyOf = (key: string) => `${options.prefix ?? ''}${key}`;
  return {
    client,
    async put(key, body, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: keyOf(key),
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return undefined;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
        if (!res.Body) return undefined;
        const bytes = await res.Body.transformToByteArray();
        return { body: Buffer.from(bytes), contentType: res.ContentType ?? contentTypeOf(key) };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return undefined;
        throw err;
      }
    },
    async delete(key) {
      if (!SAFE_KEY.test(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
    },
  };
}

type StorageConfig = {
  DATA_DIR: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
};

/** Chosen by config: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(config: StorageConfig): FileStorage {
  if (config.S3_BUCKET)
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  return createLocalStorage(join(config.DATA_DIR, 'uploads'));
}

/** The public path of a stored upload (served by uploads.routes.ts). */
export const uploadUrl = (key: string) => `/api/v1/uploads/${key}`;
export const keyFromUploadUrl = (url: string | null | undefined): string | undefined => {
  const m = url?.match(/^\/api\/v1\/uploads\/([^/?#]+)$/);
  return m?.[1];
};
