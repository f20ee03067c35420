import path from 'node:path';
import type { Config } from '../config/env';
import { LocalDiskStore } from './local-disk-store';
import type { ObjectStore } from './object-store';
import { S3Store } from './s3-store';

export type { ObjectStore, StoredObject } from './object-store';

/** The store the configuration names: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function openObjectStore(config: Config): ObjectStore {
  if (config.S3_BUCKET) {
    return new S3Store({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      prefix: config.S3_PREFIX,
      forcePathStyle: config.S3_FORCE_PATH_STYLE ? config.S3_FORCE_PATH_STYLE === 'true' : Boolean(config.S3_ENDPOINT),
    });
  }
  return new LocalDiskStore(path.resolve(config.DATA_DIR, 'uploads'));
}
