import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { AdminList } from '@/components/ui/admin-list';
import { ListToolbar, ToolbarSearch, ToolbarSelect } from '@/components/ui/list-toolbar';
import { LANGUAGES } from '@/lib/i18n';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePagerLabels } from '@/lib/use-pager-labels';
import { useDeleteAlias } from '../api/delete-alias';
import { useAliases } from '../api/list-aliases';
import { errorMessage } from '../lib/errors';
import { LoadError } from './load-error';

/** Every alias, searched and filtered by language, 25 a page; each links to its exercise and is removed at once. */
export function AliasList() {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const lang = useAppLanguage();
  const pagerLabels = usePagerLabels();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const [languageCode, setLanguageCode] = useState('');
  const [page, setPage] = useState(1);
  const aliases = useAliases({ q, languageCode, page }, lang);
  const remove = useDeleteAlias();
  return (
    <AdminList
      toolbar={
        <ListToolbar className="mb-3">
          <ToolbarSearch
            id={`${id}-q`}
            label={t('aliases.search')}
            value={text}
            onValueChange={(value) => {
              setText(value);
              setPage(1);
            }}
          />
          <ToolbarSelect
            id={`${id}-lang`}
            label={t('aliases.language')}
            value={languageCode}
            onValueChange={(code) => {
              setLanguageCode(code);
              setPage(1);
            }}
            anyLabel={t('aliases.anyLanguage')}
            choices={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
          />
        </ListToolbar>
      }
      error={aliases.isError ? <LoadError error={aliases.error} onRetry={() => void aliases.refetch()} /> : null}
      caption={t('aliases.title')}
      items={aliases.data?.items ?? []}
      isLoading={aliases.isPending}
      emptyText={q ? t('aliases.noMatch') : t('aliases.empty')}
      rowClassName="hover:bg-raised/60"
      columns={[
        {
          header: t('aliases.alias'),
          className: 'px-3 py-2 font-medium',
          cell: (alias) => <span lang={alias.languageCode}>{alias.alias}</span>,
        },
        { header: t('aliases.language'), cell: (alias) => t(`languages.${alias.languageCode}`) },
        {
          header: t('aliases.exercise'),
          cell: (alias) => (
            <Link to={`/admin/exercises/${alias.exerciseId}/edit`} className="text-accent hover:underline">
              {alias.exerciseName}
            </Link>
          ),
        },
      ]}
      actions={{
        header: t('common.actions'),
        remove: {
          label: (alias) => t('aliases.remove', { alias: alias.alias }),
          isPending: remove.isPending,
          onDelete: (alias) =>
            remove.mutate(alias.id, {
              onSuccess: () => toast.success(t('aliases.removed', { alias: alias.alias })),
              onError: (error) => toast.error(errorMessage(error, t)),
            }),
        },
      }}
      pager={{ at: aliases.data, onPage: setPage, labels: pagerLabels }}
    />
  );
}
