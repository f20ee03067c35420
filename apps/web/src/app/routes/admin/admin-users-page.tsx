import { useTranslation } from 'react-i18next';
import { UserList } from '@/features/admin/components/user-list';

/** /admin/users: every account; each opens its roles, bans and sessions. */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('users.title')}</h1>
      <UserList />
    </>
  );
}
