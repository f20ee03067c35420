import { Hono, type Context } from 'hono';
import {
  CommentRequest,
  FeedQuery,
  HandleParams,
  PeopleQuery,
  ReportRequest,
  ReportsQuery,
  WorkoutLangQuery,
  WorkoutVisibilityRequest,
} from '@lifeorbit/contracts';
import { IdParams } from '@lifeorbit/contracts/catalogue';
import { requireSuperadmin, requireUser, sessionReader } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import * as interactions from './interactions.service';
import * as reports from './reports.service';
import * as social from './social.service';

/** The social area under /api/social (issue 19). */
export function socialRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);
  const readSession = sessionReader(deps);
  const handleOf = (c: Context) => parseParams(c, HandleParams).handle;
  const idOf = (c: Context) => parseParams(c, IdParams).id;

  // A public profile is a shareable link: anyone may open it, and sees only what the member lets them.
  routes.get('/social/profiles/:handle', async (c) => {
    const handle = handleOf(c);
    const { lang } = parseQuery(c, WorkoutLangQuery);
    const viewer = await readSession(c);
    return c.json(await social.getPublicProfile(db, handle, viewer?.user.id ?? null, lang));
  });
  routes.get('/social/feed', signedIn, async (c) =>
    c.json(await social.getFeed(db, c.var.user.id, parseQuery(c, FeedQuery))),
  );
  routes.get('/social/people', signedIn, async (c) =>
    c.json(await social.findPeople(db, c.var.user.id, parseQuery(c, PeopleQuery).q)),
  );

  routes.post('/social/follows/:handle', signedIn, async (c) =>
    c.json(await social.follow(db, c.var.user.id, handleOf(c))),
  );
  routes.delete('/social/follows/:handle', signedIn, async (c) =>
    c.json(await social.unfollow(db, c.var.user.id, handleOf(c))),
  );
  routes.delete('/social/followers/:handle', signedIn, async (c) => {
    await social.removeFollower(db, c.var.user.id, handleOf(c));
    return c.body(null, 204);
  });
  routes.get('/social/follow-requests', signedIn, async (c) =>
    c.json(await social.listFollowRequests(db, c.var.user.id)),
  );
  routes.post('/social/follow-requests/:handle/approve', signedIn, async (c) => {
    await social.answerFollowRequest(db, c.var.user.id, handleOf(c), true);
    return c.body(null, 204);
  });
  routes.delete('/social/follow-requests/:handle', signedIn, async (c) => {
    await social.answerFollowRequest(db, c.var.user.id, handleOf(c), false);
    return c.body(null, 204);
  });
  routes.post('/social/blocks/:handle', signedIn, async (c) =>
    c.json(await social.block(db, c.var.user.id, handleOf(c))),
  );
  routes.delete('/social/blocks/:handle', signedIn, async (c) =>
    c.json(await social.unblock(db, c.var.user.id, handleOf(c))),
  );

  routes.put('/social/workouts/:id/visibility', signedIn, async (c) => {
    const id = idOf(c);
    const { visibility } = await parseJsonBody(c, WorkoutVisibilityRequest);
    return c.json(await interactions.setWorkoutVisibility(db, c.var.user.id, id, visibility));
  });
  routes.put('/social/workouts/:id/like', signedIn, async (c) =>
    c.json(await interactions.like(db, c.var.user.id, idOf(c), true)),
  );
  routes.delete('/social/workouts/:id/like', signedIn, async (c) =>
    c.json(await interactions.like(db, c.var.user.id, idOf(c), false)),
  );
  routes.get('/social/workouts/:id/comments', signedIn, async (c) =>
    c.json(await interactions.listComments(db, c.var.user.id, idOf(c))),
  );
  routes.post('/social/workouts/:id/comments', signedIn, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, CommentRequest);
    return c.json(await interactions.addComment(db, c.var.user.id, id, body), 201);
  });
  routes.patch('/social/comments/:id', signedIn, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, CommentRequest);
    return c.json(await interactions.editComment(db, c.var.user.id, id, body));
  });
  routes.delete('/social/comments/:id', signedIn, async (c) => {
    await interactions.removeComment(db, c.var.user.id, idOf(c));
    return c.body(null, 204);
  });

  routes.post('/social/workouts/:id/report', signedIn, async (c) => {
    const id = idOf(c);
    await reports.reportWorkout(db, c.var.user.id, id, await parseJsonBody(c, ReportRequest));
    return c.body(null, 204);
  });
  const superadmin = requireSuperadmin(deps);
  routes.get('/admin/reports', signedIn, superadmin, async (c) =>
    c.json(await reports.listReports(db, parseQuery(c, ReportsQuery))),
  );
  routes.post('/admin/reports/:id/hide', signedIn, superadmin, async (c) => {
    await reports.decideReport(db, c.var.user.id, idOf(c), 'hidden');
    return c.body(null, 204);
  });
  routes.post('/admin/reports/:id/dismiss', signedIn, superadmin, async (c) => {
    await reports.decideReport(db, c.var.user.id, idOf(c), 'dismissed');
    return c.body(null, 204);
  });
  return routes;
}
