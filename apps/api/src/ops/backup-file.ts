import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

/**
 * A backup is one gzipped tar (ADR 022): its entries, then `manifest.json` naming each with its size and SHA-256.
 * - kind `logical` (PGlite, or PostgreSQL without pg_dump): `tables/<table>/<n>.ndjson`, one row a line as
 *   PostgreSQL's own `row_to_json` wrote it, restorable into PGlite or PostgreSQL;
 * - kind `pg_dump`: `database.pgdump`, pg_dump's custom format, restored by pg_restore into PostgreSQL.
 * `secrets/auth-secret` is the generated auth secret when the server used one (it also derives the key that encrypts
 * sign-in secrets at rest).
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const PG_DUMP_ENTRY = 'database.pgdump';
export const AUTH_SECRET_ENTRY = 'secrets/auth-secret';

/**
 * Tables whose rows no backup holds (issue 36, item 4): live sessions and better-auth's one-time tokens (password
 * reset, e-mail check, two-factor steps, download tickets). With the auth secret beside them, they would let anyone
 * holding the file sign a cookie for any member. Their tables are restored empty: a restore signs everyone out.
 */
export const SESSION_TABLES = ['session', 'verification'];

export const BackupManifest = z.object({
  format: z.literal('lifeorbit-backup'),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  kind: z.enum(['logical', 'pg_dump']),
  migration: z.string().regex(/^\d{4}_[a-z0-9_-]+$/),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)),
      rows: z.number().int().min(0),
      entries: z.array(z.string()),
    }),
  ),
  sequences: z.array(z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), value: z.string().nullable() })),
  files: z.array(z.object({ name: z.string(), bytes: z.number().int().min(0), sha256: z.string() })),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Writes the entries of a backup one after the other into FILE, then the manifest. */
export class BackupWriter {
  private readonly pack = tar.pack();
  private readonly files: BackupManifest['files'] = [];
  private readonly done: Promise<void>;

  constructor(file: string) {
    this.done = pipeline(this.pack, createGzip({ level: 6 }), fs.createWriteStream(file, { mode: 0o600 }));
    // Surfaced by finish(); without a listener an early failure would be an unhandled rejection.
    this.done.catch(() => undefined);
  }

  async addBuffer(name: string, data: Buffer): Promise<void> {
    this.files.push({ name, bytes: data.length, sha256: sha256(data) });
    await new Promise<void>((resolve, reject) =>
      this.pack.entry({ name, size: data.length, mode: 0o600 }, data, (err) => (err ? reject(err) : resolve())),
    );
  }

  async addFile(name: string, file: string): Promise<void> {
    const { size } = fs.statSync(file);
    const hash = crypto.createHash('sha256');
    await new Promise<void>((resolve, reject) => {
      const entry = this.pack.entry({ name, size, mode: 0o600 }, (err) => (err ? reject(err) : resolve()));
      const source = fs.createReadStream(file);
      source.on('data', (chunk) => hash.update(chunk));
      source.on('error', reject);
      source.pipe(entry);
    });
    this.files.push({ name, bytes: size, sha256: hash.digest('hex') });
  }

  async finish(manifest: Omit<BackupManifest, 'files' | 'format' | 'formatVersion'>): Promise<BackupManifest> {
    const full: BackupManifest = { format: 'lifeorbit-backup', formatVersion: 1, ...manifest, files: this.files };
    const data = Buffer.from(JSON.stringify(full, null, 2));
    await new Promise<void>((resolve, reject) =>
      this.pack.entry({ name: MANIFEST_ENTRY, size: data.length, mode: 0o600 }, data, (err) =>
        err ? reject(err) : resolve(),
      ),
    );
    this.pack.finalize();
    await this.done;
    return full;
  }
}

export const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** Calls onEntry for each entry in order with its content; what onEntry leaves unread is skipped. */
export async function readEntries(
  file: string,
  onEntry: (name: string, content: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const source = fs.createReadStream(file);
  const gunzip = createGunzip();
  const feeding = pipeline(source, gunzip, extract).catch((err: unknown) => {
    extract.destroy(err as Error);
    throw err;
  });
  try {
    for await (const entry of extract) {
      await onEntry(entry.header.name, entry as AsyncIterable<Buffer>);
      for await (const rest of entry) void rest;
    }
    await feeding;
  } catch (err) {
    await feeding.catch(() => undefined);
    throw err instanceof BackupError ? err : new BackupError(`Not a readable LifeOrbit backup: ${String(err)}`);
  }
}

/**
 * Reads the whole file before anything is written anywhere: a gzipped tar whose manifest is valid and names every
 * other entry with its size and SHA-256, and whose table entries hold the row counts it states as JSON lines.
 */
export async function verifyBackup(file: string): Promise<{ manifest: BackupManifest; authSecret: string | null }> {
  if (!fs.existsSync(file)) throw new BackupError(`No such file: ${file}`);
  const seen = new Map<string, { bytes: number; sha256: string; lines: number }>();
  let manifestText: string | null = null;
  let authSecret: string | null = null;
  await readEntries(file, async (name, content) => {
    const hash = crypto.createHash('sha256');
    let bytes = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of content) {
      hash.update(chunk);
      bytes += chunk.length;
      if (name !== PG_DUMP_ENTRY) chunks.push(chunk);
    }
    if (name === MANIFEST_ENTRY) {
      manifestText = Buffer.concat(chunks).toString('utf8');
      return;
    }
    if (name === AUTH_SECRET_ENTRY) authSecret = Buffer.concat(chunks).toString('utf8').trim();
    const lines = name.endsWith('.ndjson') ? countJsonLines(name, Buffer.concat(chunks).toString('utf8')) : 0;
    seen.set(name, { bytes, sha256: hash.digest('hex'), lines });
  });
  if (manifestText === null) throw new BackupError('Not a complete LifeOrbit backup: its manifest is missing');
  const parsed = BackupManifest.safeParse(safeJson(manifestText));
  if (!parsed.success) throw new BackupError(`Not a LifeOrbit backup (manifest: ${parsed.error.issues[0]?.message})`);
  const manifest = parsed.data;
  for (const file of manifest.files) {
    const found = seen.get(file.name);
    if (!found) throw new BackupError(`The backup is incomplete: ${file.name} is missing`);
    if (found.bytes !== file.bytes || found.sha256 !== file.sha256) {
      throw new BackupError(`The backup is damaged: ${file.name} does not match its checksum`);
    }
  }
  if (seen.size !== manifest.files.length) throw new BackupError('The backup holds entries its manifest does not list');
  for (const table of manifest.tables) {
    const rows = table.entries.reduce((n, entry) => n + (seen.get(entry)?.lines ?? 0), 0);
    if (rows !== table.rows)
      throw new BackupError(`The backup is damaged: ${table.name} has ${rows} of ${table.rows} rows`);
  }
  if (manifest.kind === 'pg_dump' && !seen.has(PG_DUMP_ENTRY)) throw new BackupError('The backup has no database dump');
  return { manifest, authSecret: manifest.files.some((f) => f.name === AUTH_SECRET_ENTRY) ? authSecret : null };
}

function countJsonLines(name: string, text: string): number {
  const lines = text.split('\n').filter((line) => line !== '');
  for (const line of lines) {
    if (safeJson(line) === undefined) throw new BackupError(`The backup is damaged: ${name} holds a broken row`);
  }
  return lines.length;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
