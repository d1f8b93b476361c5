import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A local server speaking the S3 protocol (s3rver, in process, offline): the S3 adapter is tested
 * against real S3 requests (SigV4-signed PUT/GET/DELETE), not a mock.
 */
export async function startLocalS3(bucket = 'pathscoop-test') {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const info = (await server.run()) as unknown as AddressInfo;
  return {
    bucket,
    directory,
    endpoint: `http://127.0.0.1:${info.port}`,
    // s3rver's default credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
