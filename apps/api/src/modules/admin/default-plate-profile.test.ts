import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { AppSettings } from '@lifeorbit/contracts';
import type { PlateProfilesResponse } from '@lifeorbit/contracts/admin-catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { listMigrations } from '../../db/migrate';
import { getRuntime, type TestMember } from '../../../test/harness';
import { databaseFingerprint } from '../../../test/db-fingerprint';
import { adminAndMember, auditOf, call, countAudit, expectFieldError, json, rows } from '../../../test/admin-support';

/**
 * ADR 008: plate_profiles.is_default is the one record of the app's default plate profile. The settings page and
 * the plate-profile page write the same flag, so they always agree, and coaching uses that profile.
 */
let admin: TestMember;
let member: TestMember;

const settingsOf = async () =>
  json<AppSettings>(await call('GET', '/api/admin/settings', { cookie: admin.cookie }), 200);
const defaultsOnProfilePage = async () => {
  const { items } = await json<PlateProfilesResponse>(
    await call('GET', '/api/admin/plate-profiles', { cookie: admin.cookie }),
    200,
  );
  return items.filter((profile) => profile.isDefault).map((profile) => profile.slug);
};
const memberProfileName = async () => {
  const settings = await json<{ plateProfile: { name: string } }>(
    await call('GET', '/api/coaching/settings', { cookie: member.cookie }),
    200,
  );
  return settings.plateProfile.name;
};
const putSettings = (body: unknown) => call('PUT', '/api/admin/settings', { cookie: admin.cookie, body });

beforeAll(async () => {
  ({ admin, member } = await adminAndMember());
});

describe('the default plate profile', () => {
  it('is read from the flagged profile: settings, the profile list and coaching agree', async () => {
    expect((await settingsOf()).defaultPlateProfile).toBe('standard-gym');
    expect(await defaultsOnProfilePage()).toEqual(['standard-gym']);
    expect(await memberProfileName()).toBe('Standard gym');
    const stored = await rows<{ key: string }>(sql`SELECT key FROM app_settings WHERE key = 'default_plate_profile'`);
    expect(stored).toEqual([]);
  });

  it('moves when the settings page chooses another profile, audited once, and the profile page shows it', async () => {
    const saved = await json<AppSettings>(await putSettings({ defaultPlateProfile: 'home-gym' }), 200);
    expect(saved.defaultPlateProfile).toBe('home-gym');
    expect(await defaultsOnProfilePage()).toEqual(['home-gym']);
    expect(await memberProfileName()).toBe('Home gym');
    const [entry] = await auditOf(admin.id, 'settings_updated');
    expect(entry!.details).toMatchObject({
      before: { defaultPlateProfile: 'standard-gym' },
      changes: { defaultPlateProfile: 'home-gym' },
    });

    // And back from the plate-profile page: the settings page follows.
    const { items } = await json<PlateProfilesResponse>(
      await call('GET', '/api/admin/plate-profiles', { cookie: admin.cookie }),
      200,
    );
    const standard = items.find((profile) => profile.slug === 'standard-gym')!;
    const { id: _id, updatedAt: _updatedAt, ...fields } = standard;
    const made = await call('PUT', `/api/admin/plate-profiles/${standard.id}`, {
      cookie: admin.cookie,
      body: { ...fields, isDefault: true },
    });
    expect(made.status).toBe(200);
    expect((await settingsOf()).defaultPlateProfile).toBe('standard-gym');
    expect(await defaultsOnProfilePage()).toEqual(['standard-gym']);
  });

  it.each([['no-such-profile'], [''], [null]])(
    'refuses %j with a 400 naming defaultPlateProfile, changing nothing',
    async (slug) => {
      const audits = await countAudit(admin.id);
      const before = await databaseFingerprint();
      await expectFieldError(
        await putSettings({ warmupStrategy: 'quick', defaultPlateProfile: slug }),
        'defaultPlateProfile',
      );
      expect(await databaseFingerprint()).toBe(before);
      expect(await countAudit(admin.id)).toBe(audits);
    },
  );

  it("refuses a member's own profile as the app default", async () => {
    const { database } = await getRuntime();
    await database.db.execute(
      sql`INSERT INTO plate_profiles (slug, name, plates_kg_per_side, owner_user_id)
          VALUES ('members-own-plates', 'Mine', '{20}', ${member.id})`,
    );
    await expectFieldError(await putSettings({ defaultPlateProfile: 'members-own-plates' }), 'defaultPlateProfile');
    expect((await settingsOf()).defaultPlateProfile).toBe('standard-gym');
  });

  it('cannot be stored in app_settings again', async () => {
    await expect(
      rows(sql`INSERT INTO app_settings (key, value) VALUES ('default_plate_profile', '"home-gym"')`),
    ).rejects.toThrow();
  });
});

describe('migration 0012', () => {
  it.each([
    ['the profile the old setting named', '"home-gym"', 'home-gym'],
    ['the flagged profile when the setting names none', '"gone-profile"', 'standard-gym'],
  ])(
    'keeps %s as the default and drops the setting',
    async (_case, setting, expected) => {
      const database = await openDatabase({ dataDir: null });
      try {
        const migrations = listMigrations();
        const index = migrations.findIndex((m) => m.version.startsWith('0012_'));
        for (const migration of migrations.slice(0, index))
          await database.exec(fs.readFileSync(migration.file, 'utf8'));
        await database.exec(`UPDATE app_settings SET value = '${setting}' WHERE key = 'default_plate_profile'`);
        await database.exec(fs.readFileSync(migrations[index]!.file, 'utf8'));
        const result = await database.db.execute(
          sql`SELECT slug FROM plate_profiles WHERE is_default UNION ALL
            SELECT key FROM app_settings WHERE key = 'default_plate_profile'`,
        );
        expect((result as unknown as { rows: { slug: string }[] }).rows).toEqual([{ slug: expected }]);
      } finally {
        await database.close();
      }
      // A fresh PGlite database migrated step by step: over 30 s on a loaded 2-core machine.
    },
    180_000,
  );
});
