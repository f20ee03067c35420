import { Hono } from 'hono';
import { UpdateFitnessProfileRequest, UpdateProfileRequest } from '@lifeorbit/contracts';
import { requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { AppError } from '../../core/errors';
import { parseJsonBody } from '../../core/validation';
import { getFitnessProfile, updateFitnessProfile } from './fitness-profile.service';
import { acceptBodyTypes, allowBodyUpTo } from '../../core/route-marker';
import { AVATAR_MAX_BYTES, AVATAR_MEDIA_TYPES } from './avatar-image';
import { readAvatar, removeAvatar, saveAvatar } from './avatar.service';
import { getProfileSettings, updateProfile } from './profile.service';

/** A year: an avatar's URL holds its content's hash, so what is behind a URL never changes. */
const AVATAR_CACHE = 'public, max-age=31536000, immutable';

export function profileRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  routes.get('/profile', requireUser(deps), async (c) => c.json(await getProfileSettings(db, c.var.user.id)));
  routes.patch('/profile', requireUser(deps), async (c) => {
    const changes = await parseJsonBody(c, UpdateProfileRequest);
    return c.json(await updateProfile(db, c.var.user.id, changes));
  });

  // The picture is the request body itself, in its own media type (no form, no base64).
  routes.put(
    '/profile/avatar',
    allowBodyUpTo(AVATAR_MAX_BYTES),
    acceptBodyTypes(AVATAR_MEDIA_TYPES),
    requireUser(deps),
    async (c) => {
      const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!(AVATAR_MEDIA_TYPES as readonly string[]).includes(mediaType)) {
        throw new AppError('unsupported_media_type', 'Send a JPEG, PNG, WebP or HEIC picture', [
          {
            field: '(body)',
            code: 'invalid_format',
            message: `The Content-Type must be one of ${AVATAR_MEDIA_TYPES.join(', ')}`,
          },
        ]);
      }
      const bytes = Buffer.from(await c.req.arrayBuffer());
      return c.json(await saveAvatar(db, deps.storage, c.var.user.id, bytes, mediaType));
    },
  );
  routes.delete('/profile/avatar', requireUser(deps), async (c) => {
    await removeAvatar(db, deps.storage, c.var.user.id);
    return c.body(null, 204);
  });
  // Avatars are public, like the name beside them; the original upload is never stored, so never served.
  routes.get('/avatars/:userId/:file', async (c) => {
    const found = await readAvatar(deps.storage, c.req.param('userId'), c.req.param('file'));
    if (!found) throw new AppError('not_found', 'No such avatar');
    return c.body(new Uint8Array(found.body), 200, {
      'Content-Type': found.contentType,
      'Cache-Control': AVATAR_CACHE,
    });
  });
  routes.get('/fitness/profile', requireUser(deps), async (c) =>
    c.json(await getFitnessProfile(deps.database.db, c.var.user.id)),
  );
  routes.put('/fitness/profile', requireUser(deps), async (c) => {
    const changes = await parseJsonBody(c, UpdateFitnessProfileRequest);
    return c.json(await updateFitnessProfile(deps.database.db, c.var.user.id, changes));
  });
  return routes;
}
