import { call, signUp, type TestMember } from '../../../test/harness';
import { makeSet } from '../../../test/member-fixtures';
import {
  everyone,
  signedIn,
  superadminOnly,
  type Actor,
  type AreaMatrix,
  type Fixtures,
} from '../../../test/permission-matrix-kit';

/**
 * Ambassadors, referrals, battles, deals and payouts (issue 22). The matrix's ambassador actor has an active profile;
 * everyone else signed in is refused the ambassador's own routes with a 403, and every admin route but to the
 * superadmin. Rows a call changes (an invitation answered, a deal decided, a battle started) are made per call.
 */

async function json<T>(response: Response, what: string): Promise<T> {
  if (response.status >= 300)
    throw new Error(`ambassadors fixture (${what}): ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export async function makeBattle(admin: TestMember, options: { startsInHours?: number } = {}): Promise<string> {
  const start = options.startsInHours ?? 24;
  const body = {
    name: `Matrix battle ${crypto.randomUUID().slice(0, 6)}`,
    startsAt: inHours(start),
    endsAt: inHours(start + 24 * 7),
    timeZone: 'Europe/Madrid',
    metric: 'sets',
    prize: 'A jersey',
  };
  const battle = await json<{ id: string }>(
    await call('POST', '/api/admin/battles', { cookie: admin.cookie, body }),
    'battle',
  );
  return battle.id;
}

const adminPost = async (f: Fixtures, path: string, body?: unknown) =>
  json(await call('POST', path, { cookie: f.members.superadmin.cookie, body }), path);

/** A published battle the matrix's ambassador is invited to; answers the invitation's id. */
async function freshInvitation(f: Fixtures): Promise<string> {
  const battleId = await makeBattle(f.members.superadmin);
  await adminPost(f, `/api/admin/battles/${battleId}/invitations`, { ambassadorIds: [f.ids.ambassadorProfile] });
  await adminPost(f, `/api/admin/battles/${battleId}/publish`);
  const { invitations } = await json<{ invitations: { id: string; battle: { id: string } }[] }>(
    await call('GET', '/api/ambassador/invitations', { cookie: f.members.ambassador.cookie }),
    'invitations',
  );
  return invitations.find((invitation) => invitation.battle.id === battleId)!.id;
}

async function freshDeal(f: Fixtures): Promise<string> {
  const deal = await json<{ id: string }>(
    await call('POST', '/api/ambassador/deals', {
      cookie: f.members.ambassador.cookie,
      body: { partner: 'Matrix Gym', amount: '120.00', currency: 'EUR', dealDate: '2026-11-01' },
    }),
    'deal',
  );
  return deal.id;
}

/** A verified deal's commission entry, pending. */
async function freshEntry(f: Fixtures): Promise<string> {
  await adminPost(f, `/api/admin/deals/${await freshDeal(f)}/verify`);
  const { entries } = await json<{ entries: { id: string }[] }>(
    await call('GET', `/api/admin/payouts?ambassadorId=${f.ids.ambassadorProfile}`, {
      cookie: f.members.superadmin.cookie,
    }),
    'payouts',
  );
  return entries[0]!.id;
}

/** A battle in a given state: upcoming (published), live (started now) or ended with the ambassador as winner. */
async function battleIn(f: Fixtures, state: 'draft' | 'upcoming' | 'live' | 'ended'): Promise<string> {
  const battleId = await makeBattle(f.members.superadmin);
  if (state === 'draft') return battleId;
  await adminPost(f, `/api/admin/battles/${battleId}/invitations`, { ambassadorIds: [f.ids.ambassadorProfile] });
  await adminPost(f, `/api/admin/battles/${battleId}/publish`);
  if (state === 'upcoming') return battleId;
  const { invitations } = await json<{ invitations: { id: string; battle: { id: string } }[] }>(
    await call('GET', '/api/ambassador/invitations', { cookie: f.members.ambassador.cookie }),
    'invitations',
  );
  const invitation = invitations.find((item) => item.battle.id === battleId)!;
  await json(
    await call('POST', `/api/ambassador/invitations/${invitation.id}/accept`, { cookie: f.members.ambassador.cookie }),
    'accept',
  );
  await adminPost(f, `/api/admin/battles/${battleId}/start-now`);
  if (state === 'live') return battleId;
  await makeSet(f.members.ambassador);
  await adminPost(f, `/api/admin/battles/${battleId}/end-now`);
  return battleId;
}

/** The ambassador's own routes: only an active ambassador. */
const ambassadorOnly = (status: number) => (actor: Actor) =>
  actor === 'anonymous' ? 401 : actor === 'ambassador' ? status : 403;

async function buildAmbassadorFixtures(f: Fixtures): Promise<void> {
  const home = await json<{ profile: { id: string } }>(
    await call('GET', '/api/ambassador', { cookie: f.members.ambassador.cookie }),
    'home',
  );
  f.ids.ambassadorProfile = home.profile.id;
  f.ids.battle = await makeBattle(f.members.superadmin);
  f.ids.deal = await freshDeal(f);
}

const battlePath = (suffix: string, state: 'draft' | 'upcoming' | 'live' | 'ended') => async (f: Fixtures) =>
  `/api/admin/battles/${await battleIn(f, state)}/${suffix}`;

export const permissionMatrix: AreaMatrix = {
  buildFixtures: buildAmbassadorFixtures,
  rows: [
    // A referral link's visit: anyone, signed in or not; the code waits in a cookie for a sign-up.
    { method: 'POST', route: '/api/referrals/visit', body: () => ({ code: 'NOSUCHCODE' }), expect: everyone(204) },
    {
      method: 'POST',
      route: '/api/referrals/claim',
      body: () => ({ code: 'NOSUCHCODE' }),
      expect: signedIn(200),
    },
    { method: 'GET', route: '/api/ambassador', expect: ambassadorOnly(200) },
    { method: 'GET', route: '/api/ambassador/referrals', expect: ambassadorOnly(200) },
    { method: 'GET', route: '/api/ambassador/invitations', expect: ambassadorOnly(200) },
    {
      method: 'POST',
      route: '/api/ambassador/invitations/:id/accept',
      path: async (f, actor) =>
        `/api/ambassador/invitations/${actor === 'ambassador' ? await freshInvitation(f) : crypto.randomUUID()}/accept`,
      expect: ambassadorOnly(200),
    },
    {
      method: 'POST',
      route: '/api/ambassador/invitations/:id/decline',
      path: async (f, actor) =>
        `/api/ambassador/invitations/${actor === 'ambassador' ? await freshInvitation(f) : crypto.randomUUID()}/decline`,
      expect: ambassadorOnly(200),
    },
    { method: 'GET', route: '/api/ambassador/battles', expect: ambassadorOnly(200) },
    { method: 'GET', route: '/api/ambassador/deals', expect: ambassadorOnly(200) },
    {
      method: 'POST',
      route: '/api/ambassador/deals',
      body: () => ({
        partner: 'Matrix Studio',
        description: 'Ten memberships',
        amount: '99.95',
        currency: 'RON',
        dealDate: '2026-11-02',
        proofUrl: 'https://example.com/contract.pdf',
      }),
      expect: ambassadorOnly(201),
    },
    {
      method: 'PATCH',
      route: '/api/ambassador/deals/:id',
      path: (f) => `/api/ambassador/deals/${f.ids.deal}`,
      body: () => ({ partner: 'Matrix Gym', amount: '150.00', currency: 'EUR', dealDate: '2026-11-03' }),
      expect: ambassadorOnly(200),
    },
    { method: 'GET', route: '/api/ambassador/payouts', expect: ambassadorOnly(200) },

    { method: 'GET', route: '/api/admin/ambassadors', expect: superadminOnly(200) },
    {
      method: 'POST',
      route: '/api/admin/ambassadors',
      // A member of its own per call (only the superadmin's call makes them an ambassador).
      path: async (f) => {
        f.ids.candidate = (await signUp()).id;
        return '/api/admin/ambassadors';
      },
      body: (f) => ({ userId: f.ids.candidate, commissionRateBps: 1250 }),
      expect: superadminOnly(201),
    },
    {
      method: 'PATCH',
      route: '/api/admin/ambassadors/:id',
      path: (f) => `/api/admin/ambassadors/${f.ids.ambassadorProfile}`,
      body: () => ({ commissionRateBps: 1000 }),
      expect: superadminOnly(200),
    },
    { method: 'GET', route: '/api/admin/deals', expect: superadminOnly(200) },
    {
      method: 'POST',
      route: '/api/admin/deals/:id/verify',
      path: async (f) => `/api/admin/deals/${await freshDeal(f)}/verify`,
      expect: superadminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/deals/:id/reject',
      path: async (f) => `/api/admin/deals/${await freshDeal(f)}/reject`,
      body: () => ({ reason: 'No signed contract' }),
      expect: superadminOnly(200),
    },
    { method: 'GET', route: '/api/admin/battles', expect: superadminOnly(200) },
    {
      method: 'POST',
      route: '/api/admin/battles',
      body: () => ({
        name: 'Matrix spring battle',
        description: 'Most sets wins',
        startsAt: inHours(48),
        endsAt: inHours(72),
        timeZone: 'UTC',
        metric: 'volume',
        prize: 'Shoes',
      }),
      expect: superadminOnly(201),
    },
    {
      method: 'GET',
      route: '/api/admin/battles/:id',
      path: (f) => `/api/admin/battles/${f.ids.battle}`,
      expect: superadminOnly(200),
    },
    {
      method: 'PATCH',
      route: '/api/admin/battles/:id',
      path: (f) => `/api/admin/battles/${f.ids.battle}`,
      body: () => ({ name: 'Matrix battle renamed', description: 'Edited' }),
      expect: superadminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/battles/:id/invitations',
      path: (f) => `/api/admin/battles/${f.ids.battle}/invitations`,
      body: (f) => ({ ambassadorIds: [f.ids.ambassadorProfile] }),
      expect: superadminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/battles/:id/publish',
      path: battlePath('publish', 'draft'),
      expect: superadminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/battles/:id/start-now',
      path: battlePath('start-now', 'upcoming'),
      expect: superadminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/battles/:id/end-now',
      path: battlePath('end-now', 'live'),
      expect: superadminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/battles/:id/cancel',
      path: battlePath('cancel', 'draft'),
      body: () => ({ reason: 'Venue closed' }),
      expect: superadminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/battles/:id/prize',
      path: battlePath('prize', 'ended'),
      body: () => ({ amount: '250.00', currency: 'EUR' }),
      expect: superadminOnly(200),
    },
    { method: 'GET', route: '/api/admin/payouts', expect: superadminOnly(200) },
    {
      method: 'GET',
      route: '/api/admin/payouts/export',
      path: () => '/api/admin/payouts/export?from=2026-01-01&to=2027-12-31',
      expect: superadminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/admin/payouts/:id/status',
      path: async (f) => `/api/admin/payouts/${await freshEntry(f)}/status`,
      body: () => ({ status: 'approved' }),
      expect: superadminOnly(200),
    },
  ],
};
