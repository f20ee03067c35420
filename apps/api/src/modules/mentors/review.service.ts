import type { LanguageCode } from '@lifeorbit/contracts';
import type { ItemsResponse } from '@lifeorbit/contracts/marketplace';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { logAdminAction } from '../security';
import * as items from './marketplace.repository';
import { cardOf } from './marketplace.service';

/** The superadmins' review queue: members' items show in Discover once approved. Every decision is audited. */

const QUEUE_MAX = 100;

export async function reviewQueue(db: AppDb, lang: LanguageCode): Promise<ItemsResponse> {
  const rows = await items.listPendingItems(db, lang, QUEUE_MAX);
  return { items: rows.map(cardOf), nextCursor: null };
}

export async function decide(
  db: AppDb,
  adminId: string,
  itemId: string,
  decision: { approve: true } | { approve: false; note: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const decided = await items.setStatus(tx, itemId, decision.approve ? 'published' : 'rejected', ['pending_review'], {
      by: adminId,
      note: decision.approve ? null : decision.note,
    });
    if (!decided) throw new AppError('not_found', 'No item waiting for review with this id');
    await logAdminAction(tx, {
      actorUserId: adminId,
      actionType: decision.approve ? 'marketplace.approve' : 'marketplace.reject',
      targetUserId: decided.owner_user_id,
      details: { itemId, title: decided.title, ...(decision.approve ? {} : { note: decision.note }) },
    });
  });
}
