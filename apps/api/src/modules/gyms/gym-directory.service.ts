import type {
  AdminGymsQuery,
  GymDetail,
  GymsQuery,
  GymsResponse,
  LanguageCode,
  MyGymsResponse,
  PublicGym,
} from '@lifeorbit/contracts';
import { GYM_PAGE_DEFAULT } from '@lifeorbit/contracts';
import { decodeKeyCursor, keyPageOf } from '../../core/cursor';
import type { AppDb } from '../../db/client';
import { noGym, visibleGym, type Access } from './gym-access';
import * as repo from './gym-directory.repository';
import { findEquipment, findPlateProfile } from './gym-equipment.repository';

/** The directory (issue 20): finding gyms (and the staff's list of all), a member's gyms, a gym's page, /g/:slug. */

async function pageOfGyms(
  db: AppDb,
  viewerId: string,
  query: GymsQuery,
  scope: Parameters<typeof repo.listGyms>[3],
): Promise<GymsResponse> {
  const limit = query.limit ?? GYM_PAGE_DEFAULT;
  const after = decodeKeyCursor(query.cursor);
  const found = await repo.listGyms(
    db,
    viewerId,
    { q: query.q, after: after && { name: after.value, id: after.id }, limit },
    scope,
  );
  const { page, nextCursor } = keyPageOf(
    found.cards.map((card, index) => ({ card, key: found.keys[index]! })),
    limit,
    ({ key }) => ({ value: key.name, id: key.id }),
  );
  return { gyms: page.map((row) => row.card), nextCursor };
}

export function listGyms(db: AppDb, viewerId: string, query: GymsQuery): Promise<GymsResponse> {
  return pageOfGyms(db, viewerId, query, { kind: 'directory' });
}

export function listAdminGyms(db: AppDb, viewerId: string, query: AdminGymsQuery): Promise<GymsResponse> {
  return pageOfGyms(db, viewerId, query, { kind: 'admin', status: query.status });
}

export async function listMyGyms(db: AppDb, userId: string): Promise<MyGymsResponse> {
  return { gyms: await repo.listMyGyms(db, userId) };
}

async function detailOf(db: AppDb, access: Access, lang: LanguageCode): Promise<GymDetail> {
  const { gym } = access;
  const [equipment, plateProfile] = await Promise.all([
    findEquipment(db, gym.card.id, lang),
    findPlateProfile(db, gym.card.id),
  ]);
  return {
    ...gym.card,
    address: gym.address,
    description: gym.description,
    coverUrl: gym.coverUrl,
    openingHours: gym.openingHours,
    equipment,
    plateProfile,
    ownerHandle: gym.ownerHandle,
    createdAt: gym.createdAt,
    canAdmin: access.isAdmin || access.isSuperadmin,
  };
}

export async function getGym(db: AppDb, viewerId: string, gymId: string, lang: LanguageCode): Promise<GymDetail> {
  return detailOf(db, await visibleGym(db, gymId, viewerId), lang);
}

export async function getPublicGym(
  db: AppDb,
  slug: string,
  viewerId: string | null,
  lang: LanguageCode,
): Promise<PublicGym> {
  const gym = await findPublicGym(db, slug, viewerId);
  if (!gym) throw noGym('slug');
  return {
    id: gym.card.id,
    name: gym.card.name,
    city: gym.card.city,
    slug: gym.card.slug,
    logoUrl: gym.card.logoUrl,
    coverUrl: gym.coverUrl,
    address: gym.address,
    description: gym.description,
    openingHours: gym.openingHours,
    equipment: await findEquipment(db, gym.card.id, lang),
    memberCount: gym.card.memberCount,
    membership: gym.card.membership,
  };
}

/** A verified public gym by its slug; null for any other. */
export async function findPublicGym(db: AppDb, slug: string, viewerId: string | null): Promise<repo.GymRow | null> {
  const gym = await repo.findGym(db, { slug }, viewerId);
  return gym && gym.card.isPublic && gym.card.status === 'verified' ? gym : null;
}

const PUBLIC_PAGE = /^\/g\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;
const PREVIEW_DESCRIPTION_LENGTH = 200;

/** The title and description link previews show for /g/:slug (null for any other path, or a gym not public). */
export async function gymLinkPreview(
  db: AppDb,
  path: string,
): Promise<{ title: string; description: string; image: string | null } | null> {
  const slug = PUBLIC_PAGE.exec(path)?.[1];
  if (!slug || slug.length > 60) return null;
  const gym = await findPublicGym(db, slug, null);
  if (!gym) return null;
  const members = `${gym.card.memberCount} ${gym.card.memberCount === 1 ? 'member' : 'members'}`;
  const place = [gym.card.city, members].filter(Boolean).join(' · ');
  const text = (gym.description ?? '').replace(/\s+/g, ' ').trim();
  const description =
    text.length > PREVIEW_DESCRIPTION_LENGTH ? `${text.slice(0, PREVIEW_DESCRIPTION_LENGTH - 1)}…` : text;
  return {
    title: `${gym.card.name} · LifeOrbit`,
    description: description ? `${place}. ${description}` : `${place}. Train here with LifeOrbit.`,
    image: gym.coverUrl ?? gym.card.logoUrl,
  };
}
