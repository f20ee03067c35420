import { Hono, type Context } from 'hono';
import {
  AdminGymsQuery,
  CreateGymRequest,
  GymIdParams,
  GymMemberParams,
  GymPageQuery,
  GymPlateProfileInput,
  GymSlugParams,
  GymsQuery,
  JoinGymRequest,
  SetGymEquipmentRequest,
  SetGymStatusRequest,
  SetMemberRoleRequest,
  TransferGymRequest,
  UpdateGymRequest,
  UpdateMembershipRequest,
  WorkoutGymRequest,
} from '@lifeorbit/contracts';
import { IdParams, LanguageQuery } from '@lifeorbit/contracts/catalogue';
import { requireSuperadmin, requireUser, sessionReader } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { AppError } from '../../core/errors';
import { acceptBodyTypes, allowBodyUpTo } from '../../core/route-marker';
import { parseJsonBody, parseOptionalJsonBody, parseParams, parseQuery } from '../../core/validation';
import { AVATAR_MAX_BYTES, AVATAR_MEDIA_TYPES } from '../profile';
import * as admin from './gym-admin.service';
import * as directory from './gym-directory.service';
import * as equipment from './gym-equipment.service';
import { readImage, removeImage, saveImage, type GymImageKind } from './gym-images.service';
import * as leaderboard from './gym-leaderboard.service';
import * as gymMembers from './gym-members.service';
import * as workoutGym from './workout-gym.service';

/** A year: a logo's or cover's URL holds its content's hash. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

/** Gyms under /api/gyms, the gym of a workout, and the admin's gyms (issue 20). */
export function gymsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);
  const superadmin = requireSuperadmin(deps);
  const readSession = sessionReader(deps);
  const gymIdOf = (c: Context) => parseParams(c, GymIdParams).gymId;
  const langOf = (c: Context) => parseQuery(c, LanguageQuery).lang;

  routes.get('/gyms', signedIn, async (c) =>
    c.json(await directory.listGyms(db, c.var.user.id, parseQuery(c, GymsQuery))),
  );
  routes.post('/gyms', signedIn, async (c) =>
    c.json(await admin.createGym(db, c.var.user.id, await parseJsonBody(c, CreateGymRequest)), 201),
  );
  routes.get('/gyms/mine', signedIn, async (c) => c.json(await directory.listMyGyms(db, c.var.user.id)));
  // The public page of a public gym: anyone may open it.
  routes.get('/gyms/public/:slug', async (c) => {
    const { slug } = parseParams(c, GymSlugParams);
    const lang = langOf(c);
    const viewer = await readSession(c);
    return c.json(await directory.getPublicGym(db, slug, viewer?.user.id ?? null, lang));
  });
  routes.get('/gyms/:gymId', signedIn, async (c) =>
    c.json(await directory.getGym(db, c.var.user.id, gymIdOf(c), langOf(c))),
  );
  routes.patch('/gyms/:gymId', signedIn, async (c) => {
    const gymId = gymIdOf(c);
    const lang = langOf(c);
    const body = await parseJsonBody(c, UpdateGymRequest);
    return c.json(await admin.updateGym(db, c.var.user.id, gymId, body, lang));
  });
  routes.put('/gyms/:gymId/equipment', signedIn, async (c) => {
    const gymId = gymIdOf(c);
    const lang = langOf(c);
    const body = await parseJsonBody(c, SetGymEquipmentRequest);
    return c.json(await equipment.setEquipment(db, c.var.user.id, gymId, body, lang));
  });
  routes.put('/gyms/:gymId/plate-profile', signedIn, async (c) => {
    const gymId = gymIdOf(c);
    const lang = langOf(c);
    const body = await parseJsonBody(c, GymPlateProfileInput);
    return c.json(await equipment.setPlateProfile(db, c.var.user.id, gymId, body, lang));
  });
  routes.delete('/gyms/:gymId/plate-profile', signedIn, async (c) =>
    c.json(await equipment.setPlateProfile(db, c.var.user.id, gymIdOf(c), null, langOf(c))),
  );

  // The logo and the cover: the picture is the request body itself, in its own media type, as for avatars.
  for (const kind of ['logo', 'cover'] as const satisfies readonly GymImageKind[]) {
    routes.put(
      `/gyms/:gymId/${kind}`,
      allowBodyUpTo(AVATAR_MAX_BYTES),
      acceptBodyTypes(AVATAR_MEDIA_TYPES),
      signedIn,
      async (c) => {
        const gymId = gymIdOf(c);
        const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
        const bytes = Buffer.from(await c.req.arrayBuffer());
        return c.json(await saveImage(db, deps.storage, c.var.user.id, gymId, kind, bytes, mediaType));
      },
    );
    routes.delete(`/gyms/:gymId/${kind}`, signedIn, async (c) => {
      await removeImage(db, deps.storage, c.var.user.id, gymIdOf(c), kind);
      return c.body(null, 204);
    });
  }
  // Logos and covers are public, like the gym's public page.
  routes.get('/gym-images/:gymId/:file', async (c) => {
    const found = await readImage(deps.storage, c.req.param('gymId'), c.req.param('file'));
    if (!found) throw new AppError('not_found', 'No such picture');
    return c.body(new Uint8Array(found.body), 200, { 'Content-Type': found.contentType, 'Cache-Control': IMAGE_CACHE });
  });

  routes.post('/gyms/:gymId/membership', signedIn, async (c) => {
    const gymId = gymIdOf(c);
    const body = await parseOptionalJsonBody(c, JoinGymRequest);
    return c.json(await gymMembers.joinGym(db, c.var.user.id, gymId, body?.isHome));
  });
  routes.patch('/gyms/:gymId/membership', signedIn, async (c) => {
    const gymId = gymIdOf(c);
    const body = await parseJsonBody(c, UpdateMembershipRequest);
    return c.json(await gymMembers.updateMembership(db, c.var.user.id, gymId, body));
  });
  routes.delete('/gyms/:gymId/membership', signedIn, async (c) => {
    await gymMembers.leaveGym(db, c.var.user.id, gymIdOf(c));
    return c.body(null, 204);
  });

  routes.get('/gyms/:gymId/members', signedIn, async (c) => {
    const gymId = gymIdOf(c);
    const { cursor } = parseQuery(c, GymPageQuery);
    return c.json(await gymMembers.listMembers(db, c.var.user.id, gymId, cursor));
  });
  routes.patch('/gyms/:gymId/members/:handle', signedIn, async (c) => {
    const { gymId, handle } = parseParams(c, GymMemberParams);
    const { role } = await parseJsonBody(c, SetMemberRoleRequest);
    return c.json(await gymMembers.setMemberRole(db, c.var.user.id, gymId, handle, role));
  });
  routes.delete('/gyms/:gymId/members/:handle', signedIn, async (c) => {
    const { gymId, handle } = parseParams(c, GymMemberParams);
    await gymMembers.removeMember(db, c.var.user.id, gymId, handle);
    return c.body(null, 204);
  });
  routes.get('/gyms/:gymId/leaderboard', signedIn, async (c) =>
    c.json(await leaderboard.getLeaderboard(db, c.var.user.id, gymIdOf(c))),
  );
  routes.get('/gyms/:gymId/workouts', signedIn, async (c) =>
    c.json(await leaderboard.getRecentWorkouts(db, c.var.user.id, gymIdOf(c))),
  );

  routes.get('/workouts/:id/gym', signedIn, async (c) =>
    c.json(await workoutGym.getWorkoutGym(db, c.var.user.id, parseParams(c, IdParams).id)),
  );
  routes.put('/workouts/:id/gym', signedIn, async (c) => {
    const { id } = parseParams(c, IdParams);
    const { gymId } = await parseJsonBody(c, WorkoutGymRequest);
    return c.json(await workoutGym.setWorkoutGym(db, c.var.user.id, id, gymId));
  });

  routes.get('/admin/gyms', signedIn, superadmin, async (c) =>
    c.json(await directory.listAdminGyms(db, c.var.user.id, parseQuery(c, AdminGymsQuery))),
  );
  routes.post('/admin/gyms/:gymId/status', signedIn, superadmin, async (c) => {
    const gymId = gymIdOf(c);
    const { status } = await parseJsonBody(c, SetGymStatusRequest);
    return c.json(await admin.setStatus(db, c.var.user.id, gymId, status));
  });
  routes.post('/admin/gyms/:gymId/transfer', signedIn, superadmin, async (c) => {
    const gymId = gymIdOf(c);
    const { handle } = await parseJsonBody(c, TransferGymRequest);
    return c.json(await admin.transferGym(db, c.var.user.id, gymId, handle));
  });
  return routes;
}
