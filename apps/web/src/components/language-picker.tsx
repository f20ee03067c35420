import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '@/components/ui/input';
import { useLanguages } from '@/lib/languages';

/** Flag emoji and native name of each active language (spec §2). */
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
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {`${language.flagEmoji} ${language.nativeName}`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
