import type { LanguageCode } from '@lifeorbit/contracts';
import { TRANSLATION_TABLES, type TranslationRow, type TranslationTable } from '@lifeorbit/contracts/admin-catalogue';
import { Check, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { Pager } from '@/features/admin/components/pager';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTranslationCoverage } from '@/features/catalogue/admin/api/get-translation-coverage';
import { useTranslationRows } from '@/features/catalogue/admin/api/list-translations';
import { useSaveTranslation } from '@/features/catalogue/admin/api/save-translation';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { CoverageTable } from '@/features/catalogue/admin/components/coverage';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { fieldErrorsOf } from '@/lib/field-errors';
import { CATALOGUE_DETAIL_WORDS, errorMessage } from '@/features/catalogue/admin/lib/errors';
import { LANGUAGES } from '@/lib/i18n';

export function tableFromSplat(splat: string | undefined): TranslationTable {
  return (TRANSLATION_TABLES as readonly string[]).includes(splat ?? '') ? (splat as TranslationTable) : 'exercises';
}

type CellState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/** One row's text in one language, saved when the field is left (or on Enter) if it changed. */
function InlineText({
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

function TranslationEditor({ table }: { table: TranslationTable }) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const [missing, setMissing] = useState('any');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const [page, setPage] = useState(1);
  const [showDescriptions, setShowDescriptions] = useState(false);
  const rows = useTranslationRows(table, { missing, q, page });
  const hasDescriptions = rows.data?.hasDescriptions ?? table === 'exercises';
  const tableName = t(`tables.${table}`);

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-2 text-lg font-semibold">
        {tableName}
      </h2>
      <div className="mb-3 flex flex-wrap items-end gap-2">
        <div className="w-full sm:w-72">
          <Field id={`${id}-missing`} label={t('translations.show')}>
            <NativeSelect
              id={`${id}-missing`}
              value={missing}
              onChange={(e) => {
                setMissing(e.target.value);
                setPage(1);
              }}
            >
              <option value="any">{t('translations.missingAny')}</option>
              <option value="es">{t('translations.missingIn', { language: t('languagesInText.es') })}</option>
              <option value="ro">{t('translations.missingIn', { language: t('languagesInText.ro') })}</option>
              <option value="">{t('translations.allRows')}</option>
            </NativeSelect>
          </Field>
        </div>
        <div className="min-w-60 flex-1">
          <Field id={`${id}-q`} label={t('translations.search')}>
            <Input
              id={`${id}-q`}
              type="search"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setPage(1);
              }}
            />
          </Field>
        </div>
        {hasDescriptions ? (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-[var(--accent)]"
              checked={showDescriptions}
              onChange={(e) => setShowDescriptions(e.target.checked)}
            />
            {t('translations.showDescriptions')}
          </label>
        ) : null}
      </div>
      <p className="mb-2 text-xs text-muted">{t('translations.inlineHint')}</p>
      {rows.isError ? <LoadError error={rows.error} onRetry={() => void rows.refetch()} /> : null}
      <DataTable
        caption={tableName}
        columns={[t('common.slug'), ...LANGUAGES.map((code) => t(`languages.${code}`))]}
        isLoading={rows.isPending}
        isEmpty={rows.data?.items.length === 0}
        emptyText={missing ? t('translations.nothingMissing') : t('translations.noRows')}
      >
        {rows.data?.items.map((row) => (
          <tr key={`${row.id}-${missing}-${q}-${page}`} className="align-top">
            <th scope="row" className="px-3 py-2 text-left font-mono text-xs font-normal text-muted">
              {row.slug}
            </th>
            {LANGUAGES.map((code) => (
              <td key={code} className="px-2 py-2">
                <div className="flex flex-col gap-2">
                  <InlineText
                    table={table}
                    row={row}
                    lang={code}
                    field="name"
                    label={t('translations.nameOf', { slug: row.slug, language: t(`languagesInText.${code}`) })}
                  />
                  {showDescriptions && row.descriptions ? (
                    <InlineText
                      table={table}
                      row={row}
                      lang={code}
                      field="description"
                      label={t('translations.descriptionOf', {
                        slug: row.slug,
                        language: t(`languagesInText.${code}`),
                      })}
                    />
                  ) : null}
                </div>
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
      {rows.data && rows.data.total > 0 ? (
        <Pager page={rows.data.page} pageSize={rows.data.pageSize} total={rows.data.total} onPage={setPage} />
      ) : null}
    </section>
  );
}

/** /admin/translations/*: coverage per table and language, and what is missing, edited inline. */
export function AdminTranslationsPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const params = useParams();
  const table = tableFromSplat(params['*']);
  const coverage = useTranslationCoverage();
  return (
    <>
      <AdminPageHeader title={t('routes:adminTranslations.title')} description={t('pages.translations')} />
      <h2 className="mb-2 text-lg font-semibold">{t('translations.coverageTitle')}</h2>
      {coverage.isPending ? <Skeleton className="mb-6 h-72 w-full" /> : null}
      {coverage.isError ? <LoadError error={coverage.error} onRetry={() => void coverage.refetch()} /> : null}
      {coverage.data ? (
        <div className="mb-6">
          <CoverageTable coverage={coverage.data} linkFor={(name) => `/admin/translations/${name}`} />
        </div>
      ) : null}
      <nav aria-label={t('translations.tables')} className="mb-4 flex flex-wrap gap-1 border-b border-border">
        {TRANSLATION_TABLES.map((name) => (
          <NavLink
            key={name}
            to={`/admin/translations/${name}`}
            className={cn(
              'inline-flex min-h-11 items-center border-b-2 px-3 text-sm',
              name === table ? 'border-accent text-text' : 'border-transparent text-muted hover:text-text',
            )}
            aria-current={name === table ? 'page' : undefined}
          >
            {t(`tables.${name}`)}
          </NavLink>
        ))}
      </nav>
      <TranslationEditor key={table} table={table} />
    </>
  );
}
