import { TRANSLATION_TABLES, type TranslationTable } from '@lifeorbit/contracts/admin-catalogue';

/** The table named by /admin/translations/<table>; the exercises when it names none we know. */
export function tableFromSplat(splat: string | undefined): TranslationTable {
  return (TRANSLATION_TABLES as readonly string[]).includes(splat ?? '') ? (splat as TranslationTable) : 'exercises';
}
