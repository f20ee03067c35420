import { TRANSLATION_TABLES, type TranslationTable } from '@lifeorbit/contracts/admin-catalogue';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

/** The tables whose texts can be translated, as tabs of links; `current` is the one open. */
export function TranslationTablesNav({ current }: { current: TranslationTable }) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <nav aria-label={t('translations.tables')} className="mb-4 flex flex-wrap gap-1 border-b border-border">
      {TRANSLATION_TABLES.map((name) => (
        <NavLink
          key={name}
          to={`/admin/translations/${name}`}
          className={cn(
            'inline-flex min-h-11 items-center border-b-2 px-3 text-sm',
            name === current ? 'border-accent text-text' : 'border-transparent text-muted hover:text-text',
          )}
          aria-current={name === current ? 'page' : undefined}
        >
          {t(`tables.${name}`)}
        </NavLink>
      ))}
    </nav>
  );
}
