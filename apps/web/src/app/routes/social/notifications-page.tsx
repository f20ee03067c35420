import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUnreadCount } from '@/features/social/api/get-unread-count';
import { useMarkNotificationsRead } from '@/features/social/api/mark-notifications-read';
import { useNotifications } from '@/features/social/api/get-notifications';
import { NotificationItem } from '@/features/social/components/notification-item';

/** /notifications: new followers, follow requests, likes and comments, newest first; mark one or all read. */
export function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'routes', 'common']);
  useDocumentTitle(t('routes:notifications.title'));
  const list = useNotifications();
  const { data: unread = 0 } = useUnreadCount();
  const markRead = useMarkNotificationsRead();
  const [nowMs] = useState(() => Date.now());
  const notes = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const read = (id: string | null) =>
    markRead.mutate(id, { onError: (error) => toast.error(t('failed', { message: error.message })) });

  return (
    <>
      <PageHeader
        title={t('routes:notifications.title')}
        description={t('routes:notifications.description')}
        actions={
          <Button variant="secondary" disabled={unread === 0 || markRead.isPending} onClick={() => read(null)}>
            <CheckCheck className="size-4" strokeWidth={1.75} aria-hidden />
            {t('markAllRead')}
          </Button>
        }
      />
      {list.isPending ? (
        <div className="flex flex-col gap-2" aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="rounded-[12px] border border-destructive/60 bg-destructive/10 p-4">
          <p className="text-sm">{t('loadFailed')}</p>
          <Button className="mt-3" variant="secondary" onClick={() => void list.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : notes.length === 0 ? (
        <EmptyState icon={Bell} title={t('emptyTitle')} description={t('emptyText')} />
      ) : (
        <>
          <ul className="flex max-w-2xl flex-col gap-2" aria-label={t('routes:notifications.title')}>
            {notes.map((note) => (
              <li key={note.id}>
                <NotificationItem note={note} nowMs={nowMs} onRead={read} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button
              variant="secondary"
              className="mt-4 w-full max-w-2xl"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t('common:loading') : t('loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
