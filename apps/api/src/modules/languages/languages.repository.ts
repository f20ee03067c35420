import { asc, eq } from 'drizzle-orm';
import type { Language } from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { languages } from '../../db/schema';

export async function listActiveLanguages(db: AppDb): Promise<Language[]> {
  return db
    .select({
      code: languages.code,
      name: languages.name,
      nativeName: languages.nativeName,
      flagEmoji: languages.flagEmoji,
    })
    .from(languages)
    .where(eq(languages.isActive, true))
    .orderBy(asc(languages.code));
}
