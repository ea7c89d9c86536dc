import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, NotFound, type S3Client } from '@aws-sdk/client-s3';
import { s3Client } from './s3-client.ts';

/** The part of @20minutes/s3rver (a CommonJS package without types) that the tests use. */
type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  vhostBuckets: boolean;
  configureBuckets: { name: string }[];
}) => S3rverServer;

export type FakeS3 = {
  bucket: string;
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  /** A client for it, made as the app makes its own. */
  client: S3Client;
  /** The name of every command the client has sent, in order (`PutObjectCommand`, …). */
  sent: string[];
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  /** Whether an object is stored under `key`. */
  has(key: string): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server for tests: s3rver on 127.0.0.1 (a port of its own) over a fresh
 * temporary folder, with one empty bucket. Its only credentials are S3RVER / S3RVER.
 */
export async function startS3rver(bucket = 'inkstone-test'): Promise<FakeS3> {
  const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: true,
  };
  const client = s3Client(settings);
  const sent: string[] = [];
  client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(context.commandName ?? '?');
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  return {
    bucket,
    env: { ...settings, S3_BUCKET: bucket, S3_FORCE_PATH_STYLE: 'true' },
    client,
    sent,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof NotFound) return false;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
