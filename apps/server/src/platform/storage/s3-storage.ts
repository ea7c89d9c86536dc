import { pipeline, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { lengthCheck } from './length-check.ts';
import { safeKey, type Storage } from './storage.ts';

export type S3Target = {
  client: S3Client;
  bucket: string;
  /** When presigned addresses are signed from; tests sign in the past to see one expire. */
  now?: () => Date;
};

/**
 * Parts of a multipart upload, and how many are in flight: a body shorter than one part goes up
 * in a single PutObject; a longer one holds at most PART_BYTES × PARTS_IN_FLIGHT in memory.
 */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** Files as objects of one S3-compatible bucket, under the same keys as in the local folder. */
export function s3Storage({ client, bucket, now = () => new Date() }: S3Target): Storage {
  const upload = async (key: string, body: Buffer | Readable) => {
    const params = { Bucket: bucket, Key: safeKey(key), Body: body };
    // A failed upload aborts its multipart upload, so no orphan parts are left to pay for.
    await new Upload({ client, params, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT }).done();
  };
  return {
    kind: 's3',
    put: (key, data) => upload(key, data),
    async putStream(key, body, size) {
      // pipeline, not pipe: an error of the body reaches the upload and stops it; a failed upload
      // ends the body in turn, so a request being read is not left hanging.
      const checked = pipeline(body, lengthCheck(size), () => {});
      await upload(key, checked).catch((error: unknown) => {
        checked.destroy();
        throw error;
      });
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: safeKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there; some compatible stores say NoSuchKey instead.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: safeKey(key) })).catch((error: unknown) => {
        if (!(error instanceof NoSuchKey)) throw error;
      });
    },
    async directUrl(key, options) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: safeKey(key),
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.contentDisposition,
        ResponseCacheControl: options.cacheControl,
      });
      return getSignedUrl(client, command, { expiresIn: options.seconds, signingDate: now() });
    },
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new Error(`S3 bucket "${bucket}" is not usable: ${bucketProblem(error)}`, { cause: error });
      }
    },
  };
}

/** What a failed HeadBucket says: it answers without a body, so its status is all there is to tell. */
function bucketProblem(error: unknown): string {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status === 404) return 'no such bucket';
  if (status === 403) return 'access denied';
  if (status) return `HTTP ${status}`;
  return error instanceof Error ? error.message || error.name : String(error);
}
