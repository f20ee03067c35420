import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorFor, fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDecideItem } from '../api/decide-item';
import { useReviewQueue } from '../api/get-review-queue';

/** Members' items waiting for a superadmin before they show in Discover: open, approve, or reject with a reason. */
export function ReviewQueue() {
  const { t } = useTranslation(['mentors', 'marketplace', 'common']);
  const lang = useAppLanguage();
  const queue = useReviewQueue(lang);
  const decide = useDecideItem();
  const [rejecting, setRejecting] = useState<{ id: string; title: string } | null>(null);
  const [note, setNote] = useState('');
  const errors = fieldErrorsOf(decide.error, t);
  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-3">
      <h2 id="review-title" className="text-lg font-semibold">
        {t('review.title')}
      </h2>
      <AdminList
        empty={<EmptyState icon={Inbox} title={t('review.emptyTitle')} description={t('review.emptyText')} />}
        items={queue.data?.items ?? []}
        isLoading={queue.isPending}
        loading={<Skeleton className="h-24 w-full" />}
        cards
        listClassName="gap-2"
        itemClassName="flex flex-col gap-2"
        actions={{
          className: 'flex-nowrap gap-2',
          buttons: (item) => [
            {
              text: t('review.approve'),
              label: t('review.approveLabel', { title: item.title }),
              disabled: decide.isPending,
              onClick: () => decide.mutate({ id: item.id }, { onSuccess: () => toast.success(t('review.approved')) }),
            },
            {
              text: t('review.reject'),
              label: t('review.rejectLabel', { title: item.title }),
              variant: 'secondary',
              onClick: () => {
                decide.reset();
                setNote('');
                setRejecting({ id: item.id, title: item.title });
              },
            },
          ],
        }}
        renderItem={(item, actions) => (
          <>
            <p>
              <Link to={`/marketplace?item=${item.id}`} className="font-semibold hover:underline">
                {item.title}
              </Link>
              <span className="ml-2 text-sm text-muted">
                {t(`marketplace:kinds.${item.kind}`)} · {t('review.by', { name: item.author.name })}
              </span>
            </p>
            {item.description ? <p className="line-clamp-2 text-sm text-muted">{item.description}</p> : null}
            {actions}
          </>
        )}
      />
      <Dialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('review.rejectTitle', { title: rejecting?.title ?? '' })}
        closeLabel={t('common:close')}
        footer={
          <Button
            variant="destructive"
            disabled={decide.isPending}
            onClick={() =>
              rejecting &&
              decide.mutate(
                { id: rejecting.id, note },
                {
                  onSuccess: () => {
                    setRejecting(null);
                    toast.success(t('review.rejected'));
                  },
                },
              )
            }
          >
            {t('review.reject')}
          </Button>
        }
      >
        <Field id="reject-note" label={t('review.note')} error={errorFor(errors, 'note')} hint={t('review.noteHint')}>
          <textarea
            id="reject-note"
            rows={3}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className="w-full rounded-[8px] border border-border bg-surface px-3 py-2 text-base md:text-sm"
          />
        </Field>
      </Dialog>
    </section>
  );
}
