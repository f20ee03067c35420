import { Hono, type Context } from 'hono';
import {
  AmbassadorListQuery,
  ClaimReferralRequest,
  CreateAmbassadorRequest,
  CreateBattleRequest,
  DealListQuery,
  DealRequest,
  InviteRequest,
  PageQuery,
  PayoutExportQuery,
  PayoutListQuery,
  PayoutStatusRequest,
  PrizeRequest,
  ReasonRequest,
  UpdateAmbassadorRequest,
  UpdateBattleRequest,
} from '@lifeorbit/contracts/ambassadors';
import { IdParams } from '@lifeorbit/contracts/catalogue';
import { requireSuperadmin, requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import * as ambassadors from './ambassadors.service';
import * as battles from './battles.service';
import * as ledger from './ledger.service';
import { rememberReferralVisit } from './referral-cookie';

/** Ambassadors, referrals, battles, deals and payouts (issue 22). */
export function ambassadorsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);
  const admin = requireSuperadmin(deps);
  const idOf = (c: Context) => parseParams(c, IdParams).id;

  // A referral link's visit (/r/CODE): the code waits in a cookie for the account made in this browser, which records
  // it when it is created (referral-cookie.ts). Anyone may call it; the code is checked only then.
  const secureCookies = deps.config.publicUrl.startsWith('https://');
  routes.post('/referrals/visit', async (c) => {
    const { code } = await parseJsonBody(c, ClaimReferralRequest);
    rememberReferralVisit(c, code, secureCookies);
    return c.body(null, 204);
  });

  // A member who signed up through a referral link on a device that kept the code (accounts made before the cookie):
  // the web calls this once, on the first signed-in load.
  routes.post('/referrals/claim', signedIn, async (c) => {
    const { code } = await parseJsonBody(c, ClaimReferralRequest);
    return c.json(await ambassadors.claimReferral(db, c.var.user.id, code));
  });

  // The ambassador's own page (403 for anyone who is not an active ambassador).
  routes.get('/ambassador', signedIn, async (c) => c.json(await ambassadors.getHome(db, c.var.user.id)));
  routes.get('/ambassador/referrals', signedIn, async (c) =>
    c.json(await ambassadors.listReferred(db, c.var.user.id, parseQuery(c, PageQuery))),
  );
  routes.get('/ambassador/invitations', signedIn, async (c) => c.json(await battles.myInvitations(db, c.var.user.id)));
  routes.post('/ambassador/invitations/:id/accept', signedIn, async (c) =>
    c.json(await battles.answer(db, c.var.user.id, idOf(c), true)),
  );
  routes.post('/ambassador/invitations/:id/decline', signedIn, async (c) =>
    c.json(await battles.answer(db, c.var.user.id, idOf(c), false)),
  );
  routes.get('/ambassador/battles', signedIn, async (c) => c.json(await battles.myBattles(db, c.var.user.id)));
  routes.get('/ambassador/deals', signedIn, async (c) =>
    c.json(await ledger.myDeals(db, c.var.user.id, parseQuery(c, PageQuery))),
  );
  routes.post('/ambassador/deals', signedIn, async (c) => {
    const body = await parseJsonBody(c, DealRequest);
    return c.json(await ledger.createDeal(db, c.var.user.id, body), 201);
  });
  routes.patch('/ambassador/deals/:id', signedIn, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, DealRequest);
    return c.json(await ledger.updateDeal(db, c.var.user.id, id, body));
  });
  routes.get('/ambassador/payouts', signedIn, async (c) =>
    c.json(await ledger.myPayouts(db, c.var.user.id, parseQuery(c, PageQuery))),
  );

  // Superadmins.
  routes.get('/admin/ambassadors', signedIn, admin, async (c) =>
    c.json(await ambassadors.listAmbassadors(db, parseQuery(c, AmbassadorListQuery))),
  );
  routes.post('/admin/ambassadors', signedIn, admin, async (c) => {
    const body = await parseJsonBody(c, CreateAmbassadorRequest);
    return c.json(await ambassadors.createAmbassador(db, c.var.user.id, body), 201);
  });
  routes.patch('/admin/ambassadors/:id', signedIn, admin, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, UpdateAmbassadorRequest);
    return c.json(await ambassadors.updateAmbassador(db, c.var.user.id, id, body));
  });

  routes.get('/admin/deals', signedIn, admin, async (c) =>
    c.json(await ledger.listDeals(db, parseQuery(c, DealListQuery))),
  );
  routes.post('/admin/deals/:id/verify', signedIn, admin, async (c) =>
    c.json(await ledger.verifyDeal(db, c.var.user.id, idOf(c))),
  );
  routes.post('/admin/deals/:id/reject', signedIn, admin, async (c) => {
    const id = idOf(c);
    const { reason } = await parseJsonBody(c, ReasonRequest);
    return c.json(await ledger.rejectDeal(db, c.var.user.id, id, reason));
  });

  routes.get('/admin/battles', signedIn, admin, async (c) =>
    c.json(await battles.listBattles(db, parseQuery(c, PageQuery))),
  );
  routes.post('/admin/battles', signedIn, admin, async (c) => {
    const body = await parseJsonBody(c, CreateBattleRequest);
    return c.json(await battles.createBattle(db, c.var.user.id, body), 201);
  });
  routes.get('/admin/battles/:id', signedIn, admin, async (c) => c.json(await battles.getBattle(db, idOf(c))));
  routes.patch('/admin/battles/:id', signedIn, admin, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, UpdateBattleRequest);
    return c.json(await battles.updateBattle(db, c.var.user.id, id, body));
  });
  routes.post('/admin/battles/:id/invitations', signedIn, admin, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, InviteRequest);
    return c.json(await battles.invite(db, c.var.user.id, id, body));
  });
  routes.post('/admin/battles/:id/publish', signedIn, admin, async (c) =>
    c.json(await battles.changeBattle(db, c.var.user.id, idOf(c), 'publish')),
  );
  routes.post('/admin/battles/:id/start-now', signedIn, admin, async (c) =>
    c.json(await battles.changeBattle(db, c.var.user.id, idOf(c), 'start_now')),
  );
  routes.post('/admin/battles/:id/end-now', signedIn, admin, async (c) =>
    c.json(await battles.changeBattle(db, c.var.user.id, idOf(c), 'end_now')),
  );
  routes.post('/admin/battles/:id/cancel', signedIn, admin, async (c) => {
    const id = idOf(c);
    const { reason } = await parseJsonBody(c, ReasonRequest);
    return c.json(await battles.changeBattle(db, c.var.user.id, id, 'cancel', reason));
  });
  routes.post('/admin/battles/:id/prize', signedIn, admin, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, PrizeRequest);
    return c.json(await battles.setPrize(db, c.var.user.id, id, body));
  });

  routes.get('/admin/payouts', signedIn, admin, async (c) =>
    c.json(await ledger.listPayouts(db, parseQuery(c, PayoutListQuery))),
  );
  routes.get('/admin/payouts/export', signedIn, admin, async (c) => {
    const query = parseQuery(c, PayoutExportQuery);
    const csv = await ledger.exportPayouts(db, c.var.user.id, query);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="payouts-${query.from}-to-${query.to}.csv"`);
    return c.body(csv);
  });
  routes.post('/admin/payouts/:id/status', signedIn, admin, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, PayoutStatusRequest);
    return c.json(await ledger.movePayout(db, c.var.user.id, id, body));
  });
  return routes;
}
