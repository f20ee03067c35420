import type { PageRoute } from '../types';

/** The admin area's own pages: its home, people and roles, and the system's settings and logs. */
export const adminRoutes: PageRoute[] = [
  // The home is the admin nav drawn as cards: the admin shell draws it (app/router.tsx).
  { key: 'adminHome', path: '/admin', shell: 'admin', hasAdminSelectors: true },
  {
    key: 'adminUsers',
    path: '/admin/users',
    shell: 'admin',
    adminSection: 'people',
    page: () => import('./admin-users-page').then((m) => m.AdminUsersPage),
  },
  {
    key: 'adminUser',
    path: '/admin/users/:id',
    shell: 'admin',
    page: () => import('./admin-user-page').then((m) => m.AdminUserPage),
  },
  {
    key: 'adminSettings',
    path: '/admin/settings',
    shell: 'admin',
    adminSection: 'system',
    page: () => import('./admin-settings-page').then((m) => m.AdminSettingsPage),
  },
  {
    key: 'adminAppleSecrets',
    path: '/admin/apple-secrets',
    shell: 'admin',
    adminSection: 'system',
    page: () => import('./admin-apple-secrets-page').then((m) => m.AdminAppleSecretsPage),
  },
  {
    key: 'adminCoachLogs',
    path: '/admin/coach-logs',
    shell: 'admin',
    adminSection: 'system',
    page: () => import('./admin-coach-logs-page').then((m) => m.AdminCoachLogsPage),
  },
  {
    key: 'adminAudit',
    path: '/admin/audit',
    shell: 'admin',
    adminSection: 'system',
    page: () => import('./admin-audit-page').then((m) => m.AdminAuditPage),
  },
  {
    key: 'adminMailbox',
    path: '/admin/mailbox',
    shell: 'admin',
    adminSection: 'system',
    page: () => import('./admin-mailbox-page').then((m) => m.AdminMailboxPage),
  },
];
