import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ItemKind, MyItemsResponse } from '@lifeorbit/contracts/marketplace';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useAppLanguage } from '@/lib/use-app-language';
import { useMyItems } from '../api/list-my-items';
import { useUnpublishItem } from '../api/unpublish-item';
import { PublishDialog } from './publish-dialog';

type MyItem = MyItemsResponse['items'][number];

/** What I published: status (published, waiting for review, rejected, unpublished), a new version, unpublish. */
export function MyItems({ isMentor, publishKind }: { isMentor: boolean; publishKind: ItemKind | null }) {
  const { t } = useTranslation(['marketplace', 'common']);
  const lang = useAppLanguage();
  const items = useMyItems(lang);
  const unpublish = useUnpublishItem();
  const [publishing, setPublishing] = useState(publishKind !== null);
  const [updating, setUpdating] = useState<MyItem | null>(null);
  const [removing, setRemoving] = useState<MyItem | null>(null);
  const list = items.data?.items ?? [];
  const publishButton = (
    <Button onClick={() => setPublishing(true)}>
      <Upload strokeWidth={1.75} aria-hidden />
      {t('mine.publish')}
    </Button>
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">{t(isMentor ? 'mine.mentorHint' : 'mine.memberHint')}</p>
        {list.length > 0 ? publishButton : null}
      </div>
      {items.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Upload}
          title={t('mine.emptyTitle')}
          description={t('mine.emptyText')}
          action={publishButton}
        />
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 rounded-[12px] border border-border bg-surface p-4">
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`/marketplace?item=${item.id}`} className="font-semibold hover:underline">
                  {item.title}
                </Link>
                <Chip
                  tone={item.status === 'published' ? 'accent' : item.status === 'rejected' ? 'destructive' : 'muted'}
                >
                  {t(`statuses.${item.status}`)}
                </Chip>
                <span className="text-xs text-muted">
                  {t(`kinds.${item.kind}`)} · {t('mine.version', { version: item.version })} ·{' '}
                  {t('card.copies', { count: item.copyCount })}
                </span>
              </div>
              {item.reviewNote ? (
                <p className="text-sm text-muted">{t('detail.reviewNote', { note: item.reviewNote })}</p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" onClick={() => setUpdating(item)}>
                  {t('mine.newVersion')}
                </Button>
                {item.status !== 'unpublished' ? (
                  <Button size="sm" variant="ghost" onClick={() => setRemoving(item)}>
                    {t('mine.unpublish')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <PublishDialog
        open={publishing}
        onOpenChange={setPublishing}
        isMentor={isMentor}
        initialKind={publishKind ?? 'program'}
      />
      {updating ? (
        <PublishDialog
          open
          onOpenChange={(open) => !open && setUpdating(null)}
          existing={updating}
          isMentor={isMentor}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('mine.unpublishTitle', { title: removing?.title ?? '' })}
        description={t('mine.unpublishText')}
        confirmLabel={t('mine.unpublish')}
        cancelLabel={t('common:cancel')}
        closeLabel={t('common:close')}
        isPending={unpublish.isPending}
        onConfirm={() =>
          removing &&
          unpublish.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              toast.success(t('mine.unpublished'));
            },
          })
        }
      />
    </div>
  );
}
