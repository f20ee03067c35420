import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkObjectKey, type ObjectStore, type StoredObject } from './object-store';

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg' };

/**
 * Objects as files under one folder (DATA_DIR/uploads). A write goes to a temporary file first and is renamed into
 * place, so a reader never sees half a file; the content type comes from the key's extension.
 */
export class LocalDiskStore implements ObjectStore {
  readonly kind = 'disk';
  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    return path.join(this.root, ...checkObjectKey(key).split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${crypto.randomUUID()}.tmp`;
    await fs.writeFile(temporary, body);
    await fs.rename(temporary, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const body = await fs.readFile(this.fileOf(key));
      return { body, contentType: CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream' };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.fileOf(key), { force: true })));
  }
}
