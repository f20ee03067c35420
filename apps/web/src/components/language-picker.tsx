import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag } from '@/components/ui/flag';
import { NativeSelect } from '@/components/ui/input';
import { useLanguages } from '@/lib/languages';

/**
 * The one language picker of every shell (app, admin, auth, onboarding, public pages): the chosen language's flag,
 * drawn so that it always renders, beside a select of the active languages by native name (spec §2).
 */
export function LanguagePicker({
  value,
  onChange,
  compact = false,
  label,
}: {
  value: string;
  onChange: (code: string) => void;
  compact?: boolean;
  label?: string;
}) {
  const { t } = useTranslation('shell');
  const { data: languages = [] } = useLanguages();
  const id = useId();
  return (
    <div className={label ? 'flex flex-col gap-1.5' : 'flex flex-col gap-1'}>
      <label
        htmlFor={id}
        className={compact ? 'sr-only' : label ? 'text-sm font-medium' : 'px-1 text-xs font-medium text-muted'}
      >
        {label ?? t('language')}
      </label>
      <div className="relative flex items-center">
        <Flag code={value} className="pointer-events-none absolute left-3" />
        <NativeSelect
          id={id}
          value={value}
          className={compact ? 'w-auto pr-8 pl-11' : 'pl-12'}
          onChange={(event) => onChange(event.target.value)}
        >
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.nativeName}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
