import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { storageFromConfig } from './from-config.ts';

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/inkstone-from-config', ...env });

describe('the store the S3_* variables choose', () => {
  it('is the local folder without S3_BUCKET, and the bucket with it', () => {
    expect(storageFromConfig(config({})).kind).toBe('local');
    expect(storageFromConfig(config({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000' })).kind).toBe('s3');
  });

  it('stops the server on half a setting rather than quietly keeping files on this disk', () => {
    expect(() => storageFromConfig(config({ S3_ENDPOINT: 'http://minio:9000' }))).toThrow(/S3_BUCKET: must be set/);
    expect(() => storageFromConfig(config({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' }))).toThrow(
      /set both or neither/,
    );
  });
});
