import { ROLES, type Role } from '@lifeorbit/contracts/auth-roles';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { useUsers, type UsersFilter } from '@/features/admin/api/list-users';
import { DataTable } from '@/components/ui/data-table';
import { Chip } from '@/components/ui/chip';
import { formatDateTime } from '@/lib/format-date-time';
import { Pager } from '@/features/admin/components/pager';

export function AdminUsersPage() {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<UsersFilter>({ q: '', role: '', page: 1 });
  const users = useUsers(filter);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter((f) => ({ ...f, q: draft.trim(), page: 1 }));
  };

  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('users.title')}</h1>
      <form onSubmit={search} className="mb-4 flex flex-wrap items-end gap-2">
        <div className="flex min-w-60 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-q`} className="text-xs font-medium text-muted">
            {t('users.search')}
          </label>
          <Input id={`${id}-q`} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <div className="flex w-48 flex-col gap-1">
          <label htmlFor={`${id}-role`} className="text-xs font-medium text-muted">
            {t('users.role')}
          </label>
          <NativeSelect
            id={`${id}-role`}
            value={filter.role ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, role: e.target.value as Role | '', page: 1 }))}
          >
            <option value="">{t('users.anyRole')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit">{t('users.searchButton')}</Button>
      </form>
      {users.isError ? (
        <p role="alert" className="mb-3 text-sm text-destructive">
          {users.error.message}
        </p>
      ) : null}
      <DataTable
        caption={t('users.title')}
        columns={[t('users.email'), t('users.name'), t('users.roles'), t('users.created'), t('users.status')]}
        isLoading={users.isPending}
        isEmpty={users.data?.users.length === 0}
        emptyText={t('users.empty')}
      >
        {users.data?.users.map((user) => (
          <tr key={user.id} className="hover:bg-raised/60">
            <td className="px-3 py-2">
              <Link to={`/admin/users/${user.id}`} className="text-accent hover:underline">
                {user.email}
              </Link>
            </td>
            <td className="px-3 py-2">{user.name}</td>
            <td className="px-3 py-2">
              <div className="flex flex-wrap gap-1">
                {user.roles.map((role) => (
                  <Chip key={role} tone="accent">
                    {t(`roles.${role}`)}
                  </Chip>
                ))}
              </div>
            </td>
            <td className="px-3 py-2 whitespace-nowrap text-muted tabular-nums">
              {formatDateTime(user.createdAt, i18n.language)}
            </td>
            <td className="px-3 py-2">
              {user.bannedAt ? <Chip tone="destructive">{t('users.banned')}</Chip> : <Chip>{t('users.active')}</Chip>}
            </td>
          </tr>
        ))}
      </DataTable>
      {users.data ? (
        <Pager
          page={users.data.page}
          pageSize={users.data.pageSize}
          total={users.data.total}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
        />
      ) : null}
    </>
  );
}
