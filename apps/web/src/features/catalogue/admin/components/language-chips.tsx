import type { LanguageCode } from '@lifeorbit/contracts';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import { LANGUAGES } from '@/lib/i18n';

/** EN ES RO, each marked as there or missing (the name in that language). */
export function LanguageChips({ names }: { names: Record<LanguageCode, string | null> }) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <div className="flex gap-1">
      {LANGUAGES.map((code) =>
        names[code] ? (
          <Chip key={code} tone="accent">
            <span aria-hidden>{t(`languageShort.${code}`)}</span>
            <span className="sr-only">{t('common.present', { language: t(`languagesInText.${code}`) })}</span>
          </Chip>
        ) : (
          <span
            key={code}
            className="inline-flex items-center rounded-full border border-warning/60 px-2 py-0.5 text-xs text-warning"
          >
            <span aria-hidden>{t(`languageShort.${code}`)}</span>
            <span className="sr-only">{t('common.missingIn', { language: t(`languagesInText.${code}`) })}</span>
          </span>
        ),
      )}
    </div>
  );
}
