import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** http://127.0.0.1:<port>: what S3_ENDPOINT is set to. */
  endpoint: string;
  bucket: string;
  /**
   * s3rver's built-in account. Requests naming another key id are refused (403); s3rver does
   * not verify SigV4 signatures themselves, so a wrong secret goes unnoticed here.
   */
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* variables that point the store at this server (path-style addressing). */
  env: Record<string, string>;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
}

/** s3rver accepts signatures of this account only (lib/models/account.js). */
const S3RVER_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver from npm: the S3 REST API over HTTP, objects on disk) in this process, on a free loopback port with a temporary folder of its own
 * and `bucket` created. Store instances in other processes reach it through `endpoint`.
 */
export async function startS3Server({
  bucket = 'store-uploads',
}: {
  bucket?: string;
} = {}): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'store-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  let address: AddressInfo;
  try {
    address = (await server.run()) as AddressInfo;
  } catch (err) {
    await rm(directory, { recursive: true, force: true });
    throw err;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  let stopping: Promise<void> | undefined;
  return {
    endpoint,
    bucket,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop() {
      stopping ??= (async () => {
        // Kept-alive client sockets would hold close() open.
        server.httpServer?.closeAllConnections();
        await server.close();
        await rm(directory, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}
