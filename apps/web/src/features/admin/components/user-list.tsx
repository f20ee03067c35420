import { ROLES, type Role } from '@lifeorbit/contracts/auth-roles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList } from '@/components/ui/admin-list';
import { Chip } from '@/components/ui/chip';
import { ListToolbar, ToolbarSearch, ToolbarSelect } from '@/components/ui/list-toolbar';
import { formatDateTime } from '@/lib/format-date-time';
import { useListFilter } from '@/lib/use-list-filter';
import { usePagerLabels } from '@/lib/use-pager-labels';
import { useUsers, type UsersFilter } from '../api/list-users';

/** Every account, searched by e-mail or name and filtered by role, 25 a page; each opens its own page. */
export function UserList() {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const pagerLabels = usePagerLabels();
  const { filter, setFilter, setPage, draft, setDraft } = useListFilter<UsersFilter>({ q: '', role: '', page: 1 });
  const users = useUsers(filter);

  return (
    <AdminList
      toolbar={
        <ListToolbar onSubmit={() => setFilter({ q: draft.trim() })} submitLabel={t('users.searchButton')}>
          <ToolbarSearch id={`${id}-q`} label={t('users.search')} value={draft} onValueChange={setDraft} />
          <ToolbarSelect
            id={`${id}-role`}
            label={t('users.role')}
            value={filter.role ?? ''}
            onValueChange={(role) => setFilter({ role: role as Role | '' })}
            anyLabel={t('users.anyRole')}
            choices={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          />
        </ListToolbar>
      }
      error={
        users.isError ? (
          <p role="alert" className="mb-3 text-sm text-destructive">
            {users.error.message}
          </p>
        ) : null
      }
      caption={t('users.title')}
      items={users.data?.users ?? []}
      isLoading={users.isPending}
      emptyText={t('users.empty')}
      rowClassName="hover:bg-raised/60"
      columns={[
        {
          header: t('users.email'),
          cell: (user) => (
            <Link to={`/admin/users/${user.id}`} className="text-accent hover:underline">
              {user.email}
            </Link>
          ),
        },
        { header: t('users.name'), cell: (user) => user.name },
        {
          header: t('users.roles'),
          cell: (user) => (
            <div className="flex flex-wrap gap-1">
              {user.roles.map((role) => (
                <Chip key={role} tone="accent">
                  {t(`roles.${role}`)}
                </Chip>
              ))}
            </div>
          ),
        },
        {
          header: t('users.created'),
          className: 'px-3 py-2 whitespace-nowrap text-muted tabular-nums',
          cell: (user) => formatDateTime(user.createdAt, i18n.language),
        },
        {
          header: t('users.status'),
          cell: (user) =>
            user.bannedAt ? <Chip tone="destructive">{t('users.banned')}</Chip> : <Chip>{t('users.active')}</Chip>,
        },
      ]}
      pager={{ at: users.data, onPage: setPage, labels: pagerLabels }}
    />
  );
}
