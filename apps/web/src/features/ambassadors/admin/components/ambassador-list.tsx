import type { AmbassadorSummary } from '@lifeorbit/contracts/ambassadors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminList, moreOf } from '@/components/ui/admin-list';
import { Chip } from '@/components/ui/chip';
import { ListToolbar, ToolbarSearch, ToolbarSelect } from '@/components/ui/list-toolbar';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { formatRate } from '@/features/ambassadors/lib/format';
import { useAdminAmbassadors } from '../api/list-admin-ambassadors';

/** Every ambassador, searched and filtered by status, a page at a time; each row opens its edit form. */
export function AmbassadorList({ caption, onEdit }: { caption: string; onEdit: (row: AmbassadorSummary) => void }) {
  const { t, i18n } = useTranslation('ambassadors');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const search = useDebouncedValue(q.trim());
  const list = useAdminAmbassadors(search, status);
  return (
    <AdminList
      toolbar={
        <ListToolbar className="gap-3">
          <ToolbarSearch id="ambassador-search" label={t('admin.search')} value={q} onValueChange={setQ} />
          <ToolbarSelect
            id="ambassador-status"
            label={t('admin.status')}
            value={status}
            onValueChange={setStatus}
            anyLabel={t('admin.allStatuses')}
            choices={[
              { value: 'active', label: t('ambassadorStatuses.active') },
              { value: 'inactive', label: t('ambassadorStatuses.inactive') },
            ]}
          />
        </ListToolbar>
      }
      error={list.isError ? t('errors.loadFailed') : null}
      caption={caption}
      items={list.data?.pages.flatMap((page) => page.ambassadors) ?? []}
      isLoading={list.isPending}
      emptyText={search || status ? t('admin.noMatch') : t('admin.empty')}
      columns={[
        {
          header: t('admin.name'),
          isRowHeader: true,
          cell: (row) => (
            <>
              {row.name}
              <span className="block text-xs font-normal text-muted">{row.email}</span>
            </>
          ),
        },
        { header: t('admin.code'), className: 'px-3 py-2 font-mono', cell: (row) => row.referralCode },
        {
          header: t('admin.rate'),
          className: 'px-3 py-2 tabular-nums',
          cell: (row) => formatRate(row.commissionRateBps, i18n.language),
        },
        { header: t('admin.referred'), className: 'px-3 py-2 tabular-nums', cell: (row) => row.referredCount },
        {
          header: t('admin.status'),
          cell: (row) => (
            <Chip tone={row.status === 'active' ? 'accent' : 'muted'}>{t(`ambassadorStatuses.${row.status}`)}</Chip>
          ),
        },
      ]}
      actions={{
        header: t('admin.actions'),
        edit: { label: (row) => t('admin.editLabel', { name: row.name }), text: t('admin.edit'), onEdit },
      }}
      more={moreOf(list, t('showMore'))}
    />
  );
}
