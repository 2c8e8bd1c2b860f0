import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';

/** S3 when S3_BUCKET is set, else local files under DATA_DIR/files (a fresh temp folder for ':memory:'). */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<FileStorage> {
  return config.s3 ? Promise.resolve(createS3Storage(config.s3)) : createLocalStorage(config.dataDir);
}
