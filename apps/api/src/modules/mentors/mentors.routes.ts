import { Hono } from 'hono';
import { IdParams } from '@lifeorbit/contracts/catalogue';
import type { MentorPage } from '@lifeorbit/contracts/marketplace';
import {
  CreateMentorRequest,
  MentorLangQuery,
  MentorsQuery,
  SlugOrIdParams,
  UpdateMentorRequest,
} from '@lifeorbit/contracts/mentors';
import { requireSuperadmin, requireUser, sessionReader } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { AppError } from '../../core/errors';
import { acceptBodyTypes, allowBodyUpTo } from '../../core/route-marker';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import { AVATAR_MAX_BYTES, AVATAR_MEDIA_TYPES } from '../profile';
import * as items from './marketplace.repository';
import { cardOf as itemCardOf } from './marketplace.service';
import { readPhoto, removePhoto, savePhoto } from './mentor-photo.service';
import * as mentors from './mentors.service';

/** A year: a photo's URL holds its content's hash. */
const PHOTO_CACHE = 'public, max-age=31536000, immutable';
const MENTOR_ITEMS_SHOWN = 50;

/** The public mentor page's content, shared by its JSON route and its link-preview tags. */
export async function mentorPage(
  db: AppDeps['database']['db'],
  slugOrId: string,
  viewerId: string | null,
  lang: 'en' | 'es' | 'ro',
): Promise<MentorPage> {
  const row = await mentors.publicMentor(db, slugOrId, viewerId);
  const published = await items.listItems(db, {
    mentor: row.id,
    sort: 'newest',
    cursor: null,
    limit: MENTOR_ITEMS_SHOWN,
    lang,
  });
  return {
    mentor: { ...mentors.cardOf(row), bio: row.bio ?? '', links: row.links },
    items: published.slice(0, MENTOR_ITEMS_SHOWN).map(itemCardOf),
  };
}

/** Mentors (issue 21): the directory, the public page, following, a mentor's own profile and the admin's pages. */
export function mentorsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);
  const superadmin = requireSuperadmin(deps);
  const readSession = sessionReader(deps);

  routes.get('/mentors', async (c) => {
    const viewer = await readSession(c);
    return c.json(await mentors.directory(db, viewer?.user.id ?? null, parseQuery(c, MentorsQuery)));
  });
  // The public page: anyone may open it, signed in or not.
  routes.get('/mentors/:slugOrId', async (c) => {
    const { slugOrId } = parseParams(c, SlugOrIdParams);
    const { lang } = parseQuery(c, MentorLangQuery);
    const viewer = await readSession(c);
    return c.json(await mentorPage(db, slugOrId, viewer?.user.id ?? null, lang ?? 'en'));
  });
  routes.put('/mentors/:id/follow', signedIn, async (c) =>
    c.json(await mentors.follow(db, c.var.user.id, parseParams(c, IdParams).id, true)),
  );
  routes.delete('/mentors/:id/follow', signedIn, async (c) =>
    c.json(await mentors.follow(db, c.var.user.id, parseParams(c, IdParams).id, false)),
  );
  routes.get('/me/mentor', signedIn, async (c) => c.json(await mentors.myMentorProfile(db, c.var.user.id)));
  // Photos are public, like the page they are on.
  routes.get('/mentor-photos/:mentorId/:file', async (c) => {
    const found = await readPhoto(deps.storage, c.req.param('mentorId'), c.req.param('file'));
    if (!found) throw new AppError('not_found', 'No such photo');
    return c.body(new Uint8Array(found.body), 200, { 'Content-Type': found.contentType, 'Cache-Control': PHOTO_CACHE });
  });

  const idOf = (c: Parameters<typeof parseParams>[0]) => parseParams(c, IdParams).id;
  routes.get('/admin/mentors', signedIn, superadmin, async (c) =>
    c.json(await mentors.adminList(db, parseQuery(c, MentorsQuery))),
  );
  routes.post('/admin/mentors', signedIn, superadmin, async (c) => {
    const body = await parseJsonBody(c, CreateMentorRequest);
    return c.json(await mentors.createMentor(db, c.var.user.id, body), 201);
  });
  routes.get('/admin/mentors/:id', signedIn, superadmin, async (c) => c.json(await mentors.adminDetail(db, idOf(c))));
  routes.put('/admin/mentors/:id', signedIn, superadmin, async (c) => {
    const id = idOf(c);
    const body = await parseJsonBody(c, UpdateMentorRequest);
    return c.json(await mentors.updateMentor(db, c.var.user.id, id, body));
  });
  // The picture is the request body itself, in its own media type, as for avatars.
  routes.put(
    '/admin/mentors/:id/photo',
    allowBodyUpTo(AVATAR_MAX_BYTES),
    acceptBodyTypes(AVATAR_MEDIA_TYPES),
    signedIn,
    superadmin,
    async (c) => {
      const id = idOf(c);
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
      return c.json(await savePhoto(db, deps.storage, c.var.user.id, id, bytes, mediaType));
    },
  );
  routes.delete('/admin/mentors/:id/photo', signedIn, superadmin, async (c) => {
    await removePhoto(db, deps.storage, c.var.user.id, idOf(c));
    return c.body(null, 204);
  });
  return routes;
}
