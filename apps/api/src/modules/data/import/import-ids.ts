import crypto from 'node:crypto';

/**
 * The ids an import gives what it makes (issue 37): name-based UUIDs (RFC 4122), so the same member, source and key in
 * the file always give the same id and importing a file twice creates nothing new, and every id is a UUID the API
 * accepts (version 1-5, variant 8, 9, a or b). The id of a workout is version 5 (SHA-1), made here as the file is
 * staged; the ids the import derives in SQL from it (its exercises, their sets, a custom exercise) are version 3
 * (MD5), the one name-based hash PostgreSQL has without an extension: `uuid_v3` of migration 0033.
 */

/** The namespace of every id an import makes. Never change it: stored ids were derived from it. */
export const IMPORT_NAMESPACE = 'b1f4e1d2-6f0a-4c57-9a43-3e2f0c8d7a15';

function nameBased(hash: 'sha1' | 'md5', version: number, namespace: string, name: string): string {
  const bytes = crypto
    .createHash(hash)
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | (version << 4);
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** RFC 4122 version 5: SHA-1 of the namespace's bytes and the name. */
export const uuidV5 = (namespace: string, name: string) => nameBased('sha1', 5, namespace, name);

/** RFC 4122 version 3: MD5 of the namespace's bytes and the name (what `uuid_v3` in SQL answers). */
export const uuidV3 = (namespace: string, name: string) => nameBased('md5', 3, namespace, name);

/** The id of an imported workout: the member, the file's app and the workout's key in the file. */
export const importedWorkoutId = (userId: string, source: string, workoutKey: string) =>
  uuidV5(IMPORT_NAMESPACE, `${userId}:${source}:${workoutKey}`);
