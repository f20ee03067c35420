import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '@lifeorbit/contracts/data';
import { rows } from '../../../test/admin-support';
import { call, cookieFrom, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { STRONG_KG, upload, workoutCount } from '../../../test/import-support';

beforeAll(async () => {
  await getRuntime();
});

async function importStrong(member: TestMember): Promise<void> {
  const preview = (await (await upload(member, STRONG_KG)).json()) as ImportPreview;
  await call('POST', `/api/data/imports/${preview.id}/run`, { cookie: member.cookie });
}

describe('delete my account', () => {
  it('asks for the password, removes everything and the sign-in fails after', async () => {
    const member = await signUp();
    await importStrong(member);
    const wrong = await call('DELETE', '/api/data/account', { cookie: member.cookie, body: { password: 'nope-nope' } });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).details[0]).toMatchObject({ field: 'password', code: 'invalid_value' });
    expect(await workoutCount(member)).toBe(2);

    const done = await call('DELETE', '/api/data/account', {
      cookie: member.cookie,
      body: { password: member.password },
    });
    expect(done.status).toBe(204);
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(401);
    const signIn = await call('POST', '/api/auth/sign-in/email', {
      body: { email: member.email, password: member.password },
    });
    expect(signIn.status).toBe(401);
    expect(cookieFrom(signIn)).toBe('');

    // What stays is an audit entry with the counts only: no id, name or e-mail.
    const [entry] = await rows<{ actor_user_id: string | null; target_user_id: string | null; details: object }>(
      sql`SELECT actor_user_id, target_user_id, details FROM admin_action_log
          WHERE action_type = 'account.deleted' ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    expect(entry).toMatchObject({ actor_user_id: null, target_user_id: null, details: { workouts: 2 } });
    expect(Object.keys(entry!.details).sort()).toEqual(['sets', 'workouts']);
  });
});
