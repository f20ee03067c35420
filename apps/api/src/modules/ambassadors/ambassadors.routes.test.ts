import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAndMember, auditOf, expectFieldError, json, rows } from '../../../test/admin-support';
import { call, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { makeSet } from '../../../test/member-fixtures';
import { makeBattle } from './ambassadors.permission-matrix';

/** Ambassadors, referrals, battles, deals and payouts through the API on the real database (issue 22). */

// The database is made and migrated once, before the first test's clock starts (it can take most of 30 s).
beforeAll(async () => {
  await getRuntime();
});

interface Summary {
  id: string;
  referralCode: string;
  commissionRateBps: number;
  status: string;
}

async function makeAmbassador(admin: TestMember, rateBps = 1000, code?: string) {
  const member = await signUp();
  const body = { userId: member.id, commissionRateBps: rateBps, ...(code && { referralCode: code }) };
  const summary = await json<Summary>(
    await call('POST', '/api/admin/ambassadors', { cookie: admin.cookie, body }),
    201,
  );
  return { member, summary };
}

const pendingInvites = async (member: TestMember) =>
  (
    await json<{ ambassador: { pendingInvites: number } | null }>(
      await call('GET', '/api/me', { cookie: member.cookie }),
      200,
    )
  ).ambassador?.pendingInvites ?? null;

async function invitationOf(member: TestMember, battleId: string): Promise<string> {
  const { invitations } = await json<{ invitations: { id: string; battle: { id: string } }[] }>(
    await call('GET', '/api/ambassador/invitations', { cookie: member.cookie }),
    200,
  );
  return invitations.find((invitation) => invitation.battle.id === battleId)!.id;
}

const post = async (member: TestMember, path: string, body?: unknown, status = 200) =>
  json<Record<string, unknown>>(await call('POST', path, { cookie: member.cookie, body }), status);

describe('ambassadors (admin)', () => {
  it('makes a member an ambassador with a code and a rate, edits and deactivates them, each audited', async () => {
    const { admin } = await adminAndMember();
    const code = `TEAM${crypto.randomUUID().slice(0, 6).toUpperCase().replace(/-/g, '')}`;
    const { member, summary } = await makeAmbassador(admin, 1250, code.toLowerCase());
    expect(summary).toMatchObject({ referralCode: code, commissionRateBps: 1250, status: 'active' });
    expect(
      (await json<{ roles: string[] }>(await call('GET', '/api/me', { cookie: member.cookie }), 200)).roles,
    ).toContain('ambassador');

    const listed = await json<{ ambassadors: Summary[] }>(
      await call('GET', `/api/admin/ambassadors?q=${code}`, { cookie: admin.cookie }),
      200,
    );
    expect(listed.ambassadors.map((a) => a.id)).toEqual([summary.id]);

    const updated = await json<Summary>(
      await call('PATCH', `/api/admin/ambassadors/${summary.id}`, {
        cookie: admin.cookie,
        body: { status: 'inactive' },
      }),
      200,
    );
    expect(updated.status).toBe('inactive');
    expect(await pendingInvites(member)).toBeNull();
    expect((await call('GET', '/api/ambassador', { cookie: member.cookie })).status).toBe(403);

    const [created] = await auditOf(admin.id, 'ambassador.create');
    expect(created!.details).toMatchObject({ before: null, after: { referralCode: code, commissionRateBps: 1250 } });
    const [deactivated] = await auditOf(admin.id, 'ambassador.deactivate');
    expect(deactivated!.details).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
  });

  it('refuses a taken code, a member who is one already, and a rate above 100%', async () => {
    const { admin } = await adminAndMember();
    const { member, summary } = await makeAmbassador(admin);
    const other = await signUp();
    expect(
      (
        await call('POST', '/api/admin/ambassadors', {
          cookie: admin.cookie,
          body: { userId: other.id, commissionRateBps: 100, referralCode: summary.referralCode },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call('POST', '/api/admin/ambassadors', {
          cookie: admin.cookie,
          body: { userId: member.id, commissionRateBps: 100 },
        })
      ).status,
    ).toBe(409);
    await expectFieldError(
      await call('POST', '/api/admin/ambassadors', {
        cookie: admin.cookie,
        body: { userId: other.id, commissionRateBps: 10001 },
      }),
      'commissionRateBps',
    );
  });
});

describe('referrals', () => {
  it('records the referrer once, never one’s own code, and never for an old account', async () => {
    const { admin } = await adminAndMember();
    const first = await makeAmbassador(admin);
    const second = await makeAmbassador(admin);
    const newcomer = await signUp();
    const claim = (member: TestMember, code: string) =>
      call('POST', '/api/referrals/claim', { cookie: member.cookie, body: { code } }).then((r) => json(r, 200));

    expect(await claim(newcomer, first.summary.referralCode)).toEqual({ claimed: true, reason: 'recorded' });
    expect(await claim(newcomer, second.summary.referralCode)).toEqual({ claimed: false, reason: 'already_referred' });
    expect(await claim(first.member, first.summary.referralCode)).toEqual({ claimed: false, reason: 'own_code' });
    expect(await claim(newcomer, 'NOSUCH99')).toEqual({ claimed: false, reason: 'unknown_code' });

    const old = await signUp();
    await rows(sql`UPDATE "user" SET created_at = now() - interval '2 days' WHERE id = ${old.id}`);
    expect(await claim(old, first.summary.referralCode)).toEqual({ claimed: false, reason: 'too_late' });

    const referred = await json<{ members: { name: string }[] }>(
      await call('GET', '/api/ambassador/referrals', { cookie: first.member.cookie }),
      200,
    );
    expect(referred.members).toHaveLength(1);
    expect(referred.members[0]!.name).toBe(newcomer.email.split('@')[0]);
    await expectFieldError(
      await call('POST', '/api/referrals/claim', { cookie: newcomer.cookie, body: { code: 'a b' } }),
      'code',
    );
  });
});

describe('battles', () => {
  it('invites, counts only pending invitations, counts only sets inside the window and freezes the winner', async () => {
    const { admin } = await adminAndMember();
    const a = await makeAmbassador(admin);
    const b = await makeAmbassador(admin);
    const [memberA, memberB] = await Promise.all([signUp(), signUp()]);
    await post(memberA, '/api/referrals/claim', { code: a.summary.referralCode });
    await post(memberB, '/api/referrals/claim', { code: b.summary.referralCode });

    const battleId = await makeBattle(admin);
    await post(admin, `/api/admin/battles/${battleId}/invitations`, { ambassadorIds: [a.summary.id, b.summary.id] });
    expect(await pendingInvites(a.member)).toBe(0); // a draft invites nobody yet
    await post(admin, `/api/admin/battles/${battleId}/publish`);
    expect(await pendingInvites(a.member)).toBe(1);
    await post(a.member, `/api/ambassador/invitations/${await invitationOf(a.member, battleId)}/accept`);
    await post(b.member, `/api/ambassador/invitations/${await invitationOf(b.member, battleId)}/accept`);
    expect(await pendingInvites(a.member)).toBe(0);

    // Before the start: outside the window.
    await makeSet(memberA);
    await makeSet(memberA);
    await makeSet(memberA);
    await post(admin, `/api/admin/battles/${battleId}/start-now`);
    // A late answer is refused once the battle runs.
    expect(
      (await call('POST', `/api/ambassador/invitations/${crypto.randomUUID()}/accept`, { cookie: a.member.cookie }))
        .status,
    ).toBe(404);
    await makeSet(memberA);
    await makeSet(memberB);
    await makeSet(memberB);
    const live = await json<{
      leaderboard: { frozen: boolean; teams: { ambassadorId: string; score: number; rank: number }[] };
    }>(await call('GET', `/api/admin/battles/${battleId}`, { cookie: admin.cookie }), 200);
    expect(live.leaderboard.frozen).toBe(false);
    expect(live.leaderboard.teams.map((t) => [t.ambassadorId, t.score, t.rank])).toEqual([
      [b.summary.id, 2, 1],
      [a.summary.id, 1, 2],
    ]);

    await post(admin, `/api/admin/battles/${battleId}/end-now`);
    const ended = await json<{
      battle: { state: string; winner: { ambassadorId: string } | null };
      leaderboard: { frozen: boolean; winnerAmbassadorId: string | null; teams: { members: { score: number }[] }[] };
    }>(await call('GET', `/api/admin/battles/${battleId}`, { cookie: admin.cookie }), 200);
    expect(ended.battle.state).toBe('ended');
    expect(ended.leaderboard).toMatchObject({ frozen: true, winnerAmbassadorId: b.summary.id });
    expect(ended.battle.winner?.ambassadorId).toBe(b.summary.id);

    // After the end: sets change nothing, the result stays as recorded.
    await makeSet(memberA);
    await makeSet(memberA);
    const again = await json<typeof ended>(
      await call('GET', `/api/admin/battles/${battleId}`, { cookie: admin.cookie }),
      200,
    );
    expect(again.leaderboard).toEqual(ended.leaderboard);
    const mine = await json<{ battles: { battle: { id: string }; leaderboard: { winnerAmbassadorId: string } }[] }>(
      await call('GET', '/api/ambassador/battles', { cookie: a.member.cookie }),
      200,
    );
    expect(mine.battles.find((x) => x.battle.id === battleId)?.leaderboard.winnerAmbassadorId).toBe(b.summary.id);

    // The prize goes to the winner, once.
    const prize = await post(admin, `/api/admin/battles/${battleId}/prize`, { amount: '100', currency: 'EUR' });
    expect(prize.prizeEntry).toMatchObject({
      money: { minor: 10000, amount: '100.00', currency: 'EUR' },
      status: 'pending',
    });
    expect(
      (
        await call('POST', `/api/admin/battles/${battleId}/prize`, {
          cookie: admin.cookie,
          body: { amount: '5', currency: 'EUR' },
        })
      ).status,
    ).toBe(409);
    expect((await auditOf(admin.id, 'battle.end_now'))[0]!.details).toMatchObject({
      before: { state: 'live' },
      after: { state: 'ended' },
    });
  });

  it('refuses an end before the start, an unknown metric or time zone, and changes to an ended battle', async () => {
    const { admin } = await adminAndMember();
    const body = {
      name: 'Bad',
      startsAt: '2027-01-10T10:00:00.000Z',
      endsAt: '2027-01-09T10:00:00.000Z',
      timeZone: 'Europe/Bucharest',
      metric: 'sets',
    };
    await expectFieldError(await call('POST', '/api/admin/battles', { cookie: admin.cookie, body }), 'endsAt');
    await expectFieldError(
      await call('POST', '/api/admin/battles', { cookie: admin.cookie, body: { ...body, metric: 'steps' } }),
      'metric',
    );
    await expectFieldError(
      await call('POST', '/api/admin/battles', { cookie: admin.cookie, body: { ...body, timeZone: 'Mars/Olympus' } }),
      'timeZone',
    );
    const battleId = await makeBattle(admin);
    await post(admin, `/api/admin/battles/${battleId}/cancel`, { reason: 'Venue closed' });
    expect(
      (await call('PATCH', `/api/admin/battles/${battleId}`, { cookie: admin.cookie, body: { name: 'x' } })).status,
    ).toBe(409);
    expect((await call('POST', `/api/admin/battles/${battleId}/publish`, { cookie: admin.cookie })).status).toBe(409);
  });
});

describe('deals and payouts', () => {
  it('verifies a deal into a half-even commission that is paid once, moves it to paid and exports it', async () => {
    const { admin } = await adminAndMember();
    const { member } = await makeAmbassador(admin, 5000);
    // 10.05 EUR at 50% = 5.025 -> 5.02 (half-even)
    const deal = await post(
      member,
      '/api/ambassador/deals',
      { partner: '=HYPERLINK("x")', amount: '10.05', currency: 'EUR', dealDate: '2026-11-20' },
      201,
    );
    const edited = await json<{ money: { minor: number } }>(
      await call('PATCH', `/api/ambassador/deals/${deal.id}`, {
        cookie: member.cookie,
        body: { partner: '=HYPERLINK("x")', amount: '10.05', currency: 'EUR', dealDate: '2026-11-21' },
      }),
      200,
    );
    expect(edited.money.minor).toBe(1005);

    const verified = await post(admin, `/api/admin/deals/${deal.id}/verify`);
    expect(verified.commission).toEqual({ minor: 502, amount: '5.02', currency: 'EUR' });
    expect((await call('POST', `/api/admin/deals/${deal.id}/verify`, { cookie: admin.cookie })).status).toBe(409);
    expect(
      (await call('POST', `/api/admin/deals/${deal.id}/reject`, { cookie: admin.cookie, body: { reason: 'x' } }))
        .status,
    ).toBe(409);
    const entries = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM payout_entries WHERE deal_id = ${deal.id as string}`,
    );
    expect(entries[0]!.n).toBe(1);
    // Verified: the ambassador can no longer edit it.
    expect(
      (
        await call('PATCH', `/api/ambassador/deals/${deal.id}`, {
          cookie: member.cookie,
          body: { partner: 'Other', amount: '1', currency: 'EUR', dealDate: '2026-11-21' },
        })
      ).status,
    ).toBe(409);

    const mine = await json<{ entries: { id: string; status: string }[] }>(
      await call('GET', '/api/ambassador/payouts', { cookie: member.cookie }),
      200,
    );
    const entryId = mine.entries[0]!.id;
    const move = (body: unknown) =>
      call('POST', `/api/admin/payouts/${entryId}/status`, { cookie: admin.cookie, body });
    expect((await move({ status: 'paid', reference: 'early' })).status).toBe(409);
    await json(await move({ status: 'approved' }), 200);
    await expectFieldError(await move({ status: 'paid' }), 'reference');
    const paid = await json<{ status: string; reference: string }>(
      await move({ status: 'paid', reference: 'SEPA-77' }),
      200,
    );
    expect(paid).toMatchObject({ status: 'paid', reference: 'SEPA-77' });
    expect((await move({ status: 'rejected', reason: 'late' })).status).toBe(409);
    expect((await auditOf(admin.id, 'payout.paid'))[0]!.details).toMatchObject({
      before: { status: 'approved' },
      after: { status: 'paid', reference: 'SEPA-77' },
    });

    const today = new Date().toISOString().slice(0, 10);
    const response = await call('GET', `/api/admin/payouts/export?from=${today}&to=${today}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toBe(
      'entry_id,created_date,ambassador,ambassador_id,kind,source,amount,currency,rate_percent,status,reference,paid_date,reason',
    );
    const line = lines.find((l) => l.startsWith(entryId))!;
    expect(line).toContain(`,${today},`);
    expect(line).toContain(`,commission,"'=HYPERLINK(""x"")",5.02,EUR,50,paid,SEPA-77,${today},`);

    const { totals } = await json<{ totals: { status: string; money: { minor: number; currency: string } }[] }>(
      await call('GET', `/api/admin/payouts?status=paid&from=${today}&to=${today}`, { cookie: admin.cookie }),
      200,
    );
    expect(totals.length).toBeGreaterThan(0);
    expect(totals.every((t) => t.status === 'paid')).toBe(true);
  });

  it('refuses a negative amount, an unknown currency, too many decimals, and another ambassador’s deal', async () => {
    const { admin } = await adminAndMember();
    const { member } = await makeAmbassador(admin);
    const other = await makeAmbassador(admin);
    const base = { partner: 'Gym', amount: '10', currency: 'EUR', dealDate: '2026-11-20' };
    const create = (body: unknown, who = member) => call('POST', '/api/ambassador/deals', { cookie: who.cookie, body });
    await expectFieldError(await create({ ...base, amount: '-5' }), 'amount');
    await expectFieldError(await create({ ...base, currency: 'XYZ' }), 'currency');
    await expectFieldError(await create({ ...base, currency: 'eur' }), 'currency');
    await expectFieldError(await create({ ...base, amount: '1.5', currency: 'JPY' }), 'amount');
    await expectFieldError(await create({ ...base, amount: '0' }), 'amount');
    await expectFieldError(await create({ ...base, dealDate: '20-11-2026' }), 'dealDate');
    await expectFieldError(await create({ ...base, proofUrl: 'javascript:alert(1)' }), 'proofUrl');
    const deal = await post(member, '/api/ambassador/deals', base, 201);
    expect(
      (await call('PATCH', `/api/ambassador/deals/${deal.id}`, { cookie: other.member.cookie, body: base })).status,
    ).toBe(404);
    const { member: plain } = await adminAndMember();
    expect((await create(base, plain)).status).toBe(403);
    const count = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ambassador_deals WHERE partner = 'Gym' AND ambassador_id = (SELECT id FROM ambassador_profiles WHERE user_id = ${member.id})`,
    );
    expect(count[0]!.n).toBe(1);
    await expectFieldError(
      await call('GET', '/api/admin/payouts/export?from=2026-12-01&to=2026-11-01', { cookie: admin.cookie }),
      'to',
    );
  });
});
