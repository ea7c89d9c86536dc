import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';

export type S3Settings = Pick<
  Config,
  'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The S3 client for the S3_* variables. Without keys the SDK's own chain is used (AWS_* variables,
 * an instance or task role); without an endpoint, AWS itself for S3_REGION.
 */
export function s3Client(settings: S3Settings): S3Client {
  const client = new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT || undefined,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Checksums only where the API demands them: the SDK's default (CRC32 on every upload, sent
    // as a streaming trailer) is refused by many S3-compatible stores, s3rver among them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  if (settings.S3_FORCE_PATH_STYLE) withoutBucketSlash(client);
  return client;
}

/**
 * Path-style bucket calls (HeadBucket, listings) go to `/bucket` rather than the SDK's `/bucket/`.
 * Both name the same resource to S3 and MinIO, but s3rver signs only the first, and so refused
 * our health check. Object calls (`/bucket/key`) are left alone.
 */
function withoutBucketSlash(client: S3Client) {
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { path?: unknown };
      if (typeof request.path === 'string' && /^\/[^/]+\/$/.test(request.path))
        request.path = request.path.slice(0, -1);
      return next(args);
    },
    { step: 'build', name: 'bucketPathWithoutSlash' },
  );
}
