import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRuntime, signUp } from '../../test/harness';
import { readAvatar, saveAvatar } from '../modules/profile/avatar.service';
import { parseConfig } from '../config/env';
import { openObjectStore, type ObjectStore } from '.';
import { LocalDiskStore } from './local-disk-store';
import { S3Store } from './s3-store';

/**
 * The same behaviour from both stores: files under DATA_DIR, and a real S3-compatible server (s3rver, in process, on
 * a port of its own) through the AWS SDK, as S3_* configures it.
 */
const S3_PORT = 3410;
const BUCKET = 'lifeorbit-test';
let s3rver: S3rver;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeorbit-store-'));

const s3Config = () =>
  parseConfig({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'uploads/',
  });

beforeAll(async () => {
  s3rver = new S3rver({
    port: S3_PORT,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(folder, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await s3rver.run();
});

afterAll(async () => {
  await s3rver.close();
});

const stores: [string, () => ObjectStore][] = [
  ['local disk', () => new LocalDiskStore(path.join(folder, 'disk'))],
  ['S3 (s3rver)', () => openObjectStore(s3Config())],
];

describe.each(stores)('%s store', (_name, open) => {
  it('puts, gets and deletes objects, and answers null for a missing one', async () => {
    const store = open();
    const body = Buffer.from([1, 2, 3, 4]);
    await store.put('avatars/u1/abc-96.webp', body, 'image/webp');
    expect(await store.get('avatars/u1/abc-96.webp')).toEqual({ body, contentType: 'image/webp' });
    await store.delete(['avatars/u1/abc-96.webp', 'avatars/u1/never-there.webp']);
    expect(await store.get('avatars/u1/abc-96.webp')).toBeNull();
    expect(await store.get('avatars/nobody/none.webp')).toBeNull();
  });

  it('refuses keys that would leave its folder or prefix', async () => {
    const store = open();
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a//b', '']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Not a storage key/);
    }
  });
});

describe('S3 configuration', () => {
  it('needs both keys or neither, and a bucket name that S3 takes', () => {
    expect(() => parseConfig({ S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'only-one' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => parseConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(openObjectStore(parseConfig({ DATA_DIR: folder }))).toBeInstanceOf(LocalDiskStore);
  });
});

describe('avatars on S3', () => {
  it('stores both sizes in the bucket under the prefix, serves them and removes the old ones on replace', async () => {
    const { database } = await getRuntime();
    const member = await signUp();
    const store = openObjectStore(s3Config());
    expect(store).toBeInstanceOf(S3Store);
    const photo = (colour: string) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
    const first = await saveAvatar(database.db, store, member.id, await photo('#c33'), 'image/jpeg');
    const file = first.avatarUrl.split('/').pop()!;
    const stored = await readAvatar(store, member.id, file);
    expect(stored?.contentType).toBe('image/webp');
    expect(await sharp(stored!.body).metadata()).toMatchObject({ width: 512, height: 512 });
    expect(fs.readdirSync(path.join(folder, 's3', BUCKET)).length).toBeGreaterThan(0);
    await saveAvatar(database.db, store, member.id, await photo('#33c'), 'image/jpeg');
    expect(await readAvatar(store, member.id, file)).toBeNull();
    expect(await readAvatar(store, member.id, file.replace('-512', '-96'))).toBeNull();
  }, 60_000);
});
