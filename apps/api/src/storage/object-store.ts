/**
 * Where uploaded files live (avatars today; gym and mentor pictures later): the local disk under DATA_DIR by default,
 * an S3-compatible bucket when S3_* is set. Keys are relative paths of lower-case letters, digits and `_ . / -`; a
 * stored object never changes (a new version gets a new key), so it can be served with a long cache lifetime.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ObjectStore {
  /** A short word for logs and /api/ready-style reports: 'disk' or 's3'. */
  readonly kind: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the objects (keys without one are ignored). */
  delete(keys: string[]): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9_-][a-z0-9_./-]*$/i;

/** Throws on a key that could leave the store's folder or bucket prefix (`..`, absolute, empty segments). */
export function checkObjectKey(key: string): string {
  if (
    !KEY_PATTERN.test(key) ||
    key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
