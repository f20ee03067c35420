import { ROLES, type Role } from '@lifeorbit/contracts/auth-roles';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/session';
import { useAdminUser } from '@/features/admin/api/get-user';
import { useUpdateUser, type UserChange } from '@/features/admin/api/update-user';
import { DataTable } from '@/components/ui/data-table';
import { Chip } from '@/components/ui/chip';
import { formatDateTime } from '@/lib/format-date-time';

export function AdminUserPage() {
  const { t, i18n } = useTranslation('admin');
  const { id = '' } = useParams();
  const id_ = useId();
  const { data: me } = useMe();
  const user = useAdminUser(id);
  const update = useUpdateUser(id);
  const [newRole, setNewRole] = useState<Role>('mentor');
  const [reason, setReason] = useState('');

  const change = (value: UserChange, done: string) =>
    update.mutate(value, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(error.message),
    });

  if (user.isPending) return <Skeleton className="h-64 w-full" />;
  if (user.isError) {
    return (
      <p role="alert" className="text-destructive">
        {user.error.message}
      </p>
    );
  }
  const data = user.data;
  const isSelf = me?.id === data.id;

  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold break-all">{data.email}</h1>
      <p className="mb-6 text-sm text-muted">
        {data.name} · {t('user.joined', { date: formatDateTime(data.createdAt, i18n.language) })}
        {data.bannedAt ? (
          <>
            {' · '}
            <Chip tone="destructive">{t('users.banned')}</Chip>
          </>
        ) : null}
      </p>
      <div className="grid gap-4 xl:grid-cols-2">
        <Card>
          <CardTitle>{t('user.profile')}</CardTitle>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted">{t('user.displayName')}</dt>
            <dd>{data.displayName ?? '—'}</dd>
            <dt className="text-muted">{t('user.language')}</dt>
            <dd>{data.preferredLanguage ?? '—'}</dd>
            <dt className="text-muted">{t('user.unit')}</dt>
            <dd>{data.weightUnit}</dd>
            <dt className="text-muted">{t('user.id')}</dt>
            <dd className="font-mono text-xs break-all">{data.id}</dd>
          </dl>
        </Card>
        <Card>
          <CardTitle>{t('user.roles')}</CardTitle>
          <div className="mt-3 flex flex-wrap gap-2">
            {data.roles.length === 0 ? <span className="text-sm text-muted">{t('user.noRoles')}</span> : null}
            {data.roles.map((role) => {
              const locked = isSelf && role === 'superadmin';
              return (
                <Chip key={role} tone="accent">
                  {t(`roles.${role}`)}
                  {locked ? null : (
                    <button
                      type="button"
                      className="-mr-1 inline-flex size-6 items-center justify-center rounded-full hover:bg-raised"
                      aria-label={t('user.revokeRole', { role: t(`roles.${role}`) })}
                      disabled={update.isPending}
                      onClick={() => change({ kind: 'revokeRole', role }, t('user.roleRevoked'))}
                    >
                      <X className="size-3.5" aria-hidden />
                    </button>
                  )}
                </Chip>
              );
            })}
          </div>
          <div className="mt-4 flex items-end gap-2">
            <div className="flex w-48 flex-col gap-1">
              <label htmlFor={`${id_}-role`} className="text-xs font-medium text-muted">
                {t('user.addRole')}
              </label>
              <NativeSelect id={`${id_}-role`} value={newRole} onChange={(e) => setNewRole(e.target.value as Role)}>
                {ROLES.filter((role) => !data.roles.includes(role)).map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button
              disabled={update.isPending || data.roles.includes(newRole)}
              onClick={() => change({ kind: 'grantRole', role: newRole }, t('user.roleGranted'))}
            >
              {t('user.grant')}
            </Button>
          </div>
        </Card>
      </div>

      <h2 className="mt-8 mb-3 text-lg font-semibold">{t('user.sessions')}</h2>
      <DataTable
        caption={t('user.sessions')}
        columns={[t('user.signedIn'), t('user.expires'), t('user.ip'), t('user.device'), t('user.sessionAction')]}
        isEmpty={data.sessions.length === 0}
        emptyText={t('user.noSessions')}
      >
        {data.sessions.map((session) => (
          <tr key={session.id}>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">
              {formatDateTime(session.createdAt, i18n.language)}
            </td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">
              {formatDateTime(session.expiresAt, i18n.language)}
            </td>
            <td className="px-3 py-2 font-mono text-xs">{session.ipAddress ?? '—'}</td>
            <td className="max-w-72 truncate px-3 py-2 text-muted" title={session.userAgent ?? ''}>
              {session.userAgent ?? '—'}
            </td>
            <td className="px-3 py-2 text-right">
              <Button
                variant="secondary"
                size="sm"
                disabled={update.isPending}
                onClick={() => change({ kind: 'revokeSession', sessionId: session.id }, t('user.sessionRevoked'))}
              >
                {t('user.revoke')}
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>

      <Card className="mt-8 border-destructive/40">
        <CardTitle>{data.bannedAt ? t('user.bannedTitle') : t('user.banTitle')}</CardTitle>
        {data.bannedAt ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted">{t('user.banReason', { reason: data.banReason ?? '—' })}</p>
            <Button variant="secondary" onClick={() => change({ kind: 'unban' }, t('user.unbanned'))}>
              {t('user.unban')}
            </Button>
          </div>
        ) : isSelf ? (
          <p className="mt-3 text-sm text-muted">{t('user.cannotBanSelf')}</p>
        ) : (
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <div className="flex min-w-60 flex-1 flex-col gap-1">
              <label htmlFor={`${id_}-reason`} className="text-xs font-medium text-muted">
                {t('user.reason')}
              </label>
              <Input id={`${id_}-reason`} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
            </div>
            <Button
              variant="destructive"
              disabled={!reason.trim() || update.isPending}
              onClick={() => change({ kind: 'ban', reason: reason.trim() }, t('user.bannedToast'))}
            >
              {t('user.ban')}
            </Button>
          </div>
        )}
      </Card>
    </>
  );
}
