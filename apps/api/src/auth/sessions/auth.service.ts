import type { MeResponse } from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { AppError } from '../../core/errors';
import { lacksRequiredTwoFactor, listRoles } from './access.repository';
import { findAmbassador, findUserWithProfile } from './auth.repository';

/** Spec §2: the name shown is the part of the e-mail before the at sign, unless a display name is set. */
export function displayNameOf(email: string, displayName: string | null | undefined): string {
  const trimmed = displayName?.trim();
  if (trimmed) return trimmed;
  return email.split('@')[0] ?? email;
}

export async function getMe(db: AppDb, userId: string): Promise<MeResponse> {
  const [row, roles, ambassador] = await Promise.all([
    findUserWithProfile(db, userId),
    listRoles(db, userId),
    findAmbassador(db, userId),
  ]);
  if (!row) throw new AppError('unauthenticated', 'Not authenticated');
  const isSuperadmin = roles.includes('superadmin');
  return {
    id: row.id,
    email: row.email,
    name: displayNameOf(row.email, row.displayName),
    isSuperadmin,
    twoFactorEnabled: row.twoFactorEnabled,
    adminNeedsTwoFactor: isSuperadmin && (await lacksRequiredTwoFactor(db, userId)),
    ambassador,
    roles,
    profile: {
      displayName: row.displayName ?? null,
      avatarUrl: row.avatarUrl ?? null,
      preferredLanguage: row.preferredLanguage ?? null,
      weightUnit: row.weightUnit ?? 'kg',
      onboardingDone: row.onboardingDone ?? false,
      defaultRestSec: row.defaultRestSec ?? null,
    },
  };
}
