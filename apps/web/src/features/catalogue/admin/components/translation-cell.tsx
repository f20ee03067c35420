import type { LanguageCode } from '@lifeorbit/contracts';
import type { TranslationRow, TranslationTable } from '@lifeorbit/contracts/admin-catalogue';
import { Check, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useSaveTranslation } from '../api/save-translation';
import { CATALOGUE_DETAIL_WORDS, errorMessage } from '../lib/errors';

type CellState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/** One row's text in one language, saved when the field is left (or on Enter) if it changed. */
export function InlineText({
  table,
  row,
  lang,
  field,
  label,
}: {
  table: TranslationTable;
  row: TranslationRow;
  lang: LanguageCode;
  field: 'name' | 'description';
  label: string;
}) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const save = useSaveTranslation();
  const stored = (field === 'name' ? row.names[lang] : row.descriptions?.[lang]) ?? '';
  const [saved, setSaved] = useState(stored);
  const [value, setValue] = useState(stored);
  const [state, setState] = useState<CellState>({ kind: 'idle' });
  const [nameInLanguage, setNameInLanguage] = useState(row.names[lang] ?? '');
  const isMissing = field === 'name' && !saved.trim();

  const commit = () => {
    const text = value.trim();
    if (text === saved.trim()) return;
    if (field === 'name' && lang === 'en' && !text) {
      setState({ kind: 'error', message: t('errors.englishNameRequired') });
      return;
    }
    if (field === 'description' && !nameInLanguage) {
      setState({ kind: 'error', message: t('errors.nameBeforeDescription') });
      return;
    }
    setState({ kind: 'saving' });
    const body = field === 'name' ? { name: text || null } : { name: nameInLanguage, description: text || null };
    save.mutate(
      { table, id: row.id, lang, body },
      {
        onSuccess: (result) => {
          setSaved(text);
          setValue(text);
          setNameInLanguage(result.names[lang] ?? '');
          setState({ kind: 'saved' });
        },
        onError: (error) => {
          const fieldError = Object.values(fieldErrorsOf(error, t, CATALOGUE_DETAIL_WORDS))[0];
          setState({
            kind: 'error',
            message: fieldError ? fieldError : errorMessage(error, t),
          });
        },
      },
    );
  };

  const common = {
    id,
    lang,
    value,
    'aria-invalid': state.kind === 'error' ? true : undefined,
    'aria-describedby': state.kind === 'error' ? `${id}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      if (state.kind !== 'saving') setState({ kind: 'idle' });
    },
    onBlur: commit,
  };

  return (
    <div className="flex min-w-48 flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        {field === 'name' ? (
          <Input
            {...common}
            maxLength={table === 'exercises' ? 200 : 100}
            placeholder={t('translations.missingPlaceholder')}
            className={cn('pr-9', isMissing && 'border-warning/70')}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              }
            }}
          />
        ) : (
          <textarea
            {...common}
            rows={3}
            maxLength={4000}
            className="w-full rounded-[8px] border border-border bg-surface px-3 py-2 pr-9 text-base text-text focus-visible:border-accent md:text-sm"
          />
        )}
        <span className="absolute top-3 right-3" aria-live="polite">
          {state.kind === 'saving' ? (
            <LoaderCircle className="size-4 animate-spin text-muted" aria-label={t('common.saving')} />
          ) : state.kind === 'saved' ? (
            <Check className="size-4 text-accent" aria-label={t('common.saved')} />
          ) : null}
        </span>
      </div>
      {state.kind === 'error' ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
