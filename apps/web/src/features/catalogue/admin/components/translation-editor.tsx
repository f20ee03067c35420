import type { TranslationRow, TranslationTable } from '@lifeorbit/contracts/admin-catalogue';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { AdminList } from '@/components/ui/admin-list';
import { ListToolbar, ToolbarSearch, ToolbarSelect } from '@/components/ui/list-toolbar';
import { LANGUAGES } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePagerLabels } from '@/lib/use-pager-labels';
import { useTranslationRows } from '../api/list-translations';
import { LoadError } from './load-error';
import { InlineText } from './translation-cell';

/** One table's rows with a name (and description) field per language, filtered to what is missing, 25 a page. */
export function TranslationEditor({ table }: { table: TranslationTable }) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const pagerLabels = usePagerLabels();
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
      <AdminList
        toolbar={
          <>
            <ListToolbar className="mb-3">
              <ToolbarSelect
                id={`${id}-missing`}
                label={t('translations.show')}
                className="sm:w-72 sm:max-w-none"
                value={missing}
                onValueChange={(value) => {
                  setMissing(value);
                  setPage(1);
                }}
                choices={[
                  { value: 'any', label: t('translations.missingAny') },
                  { value: 'es', label: t('translations.missingIn', { language: t('languagesInText.es') }) },
                  { value: 'ro', label: t('translations.missingIn', { language: t('languagesInText.ro') }) },
                  { value: '', label: t('translations.allRows') },
                ]}
              />
              <ToolbarSearch
                id={`${id}-q`}
                label={t('translations.search')}
                value={text}
                onValueChange={(value) => {
                  setText(value);
                  setPage(1);
                }}
              />
              {hasDescriptions ? (
                <CheckboxField className="gap-2" checked={showDescriptions} onCheckedChange={setShowDescriptions}>
                  {t('translations.showDescriptions')}
                </CheckboxField>
              ) : null}
            </ListToolbar>
            <p className="mb-2 text-xs text-muted">{t('translations.inlineHint')}</p>
          </>
        }
        error={rows.isError ? <LoadError error={rows.error} onRetry={() => void rows.refetch()} /> : null}
        caption={tableName}
        items={rows.data?.items ?? []}
        itemKey={(row) => `${row.id}-${missing}-${q}-${page}`}
        isLoading={rows.isPending}
        emptyText={missing ? t('translations.nothingMissing') : t('translations.noRows')}
        rowClassName="align-top"
        columns={[
          {
            header: t('common.slug'),
            isRowHeader: true,
            className: 'px-3 py-2 text-left font-mono text-xs font-normal text-muted',
            cell: (row) => row.slug,
          },
          ...LANGUAGES.map((code) => ({
            header: t(`languages.${code}`),
            className: 'px-2 py-2',
            cell: (row: TranslationRow) => (
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
            ),
          })),
        ]}
        pager={{ at: rows.data, onPage: setPage, labels: pagerLabels }}
      />
    </section>
  );
}
