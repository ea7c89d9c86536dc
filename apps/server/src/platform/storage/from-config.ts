import path from 'node:path';
import { ConfigError, type Config } from '../config.ts';
import { localStorage } from './local-storage.ts';
import { withPrivateKeys } from './private-keys.ts';
import { s3Client } from './s3-client.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

type StorageConfig = Pick<
  Config,
  | 'dataDir'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The local folder DATA_DIR/files, or the S3_BUCKET when one is named; the server's keys are
 * kept beside the files either way, never given a direct address (private-keys.ts).
 */
export function storageFromConfig(config: StorageConfig): Storage {
  const problems = s3Problems(config);
  if (problems.length) throw new ConfigError(problems);
  if (!config.S3_BUCKET) return localStorage(path.join(config.dataDir, 'files'));
  return withPrivateKeys(s3Storage({ client: s3Client(config), bucket: config.S3_BUCKET }));
}

/**
 * Half an S3 setting would quietly leave the files on this machine's disk (or send requests
 * unsigned), which a deployment of several instances would only find out when files go missing.
 */
function s3Problems(config: StorageConfig): string[] {
  const problems: string[] = [];
  if (!config.S3_BUCKET && config.S3_ENDPOINT) problems.push('S3_BUCKET: must be set when S3_ENDPOINT is');
  if (config.S3_BUCKET && Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  return problems;
}
