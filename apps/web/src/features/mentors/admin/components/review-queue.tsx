import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorFor, fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDecideItem, useReviewQueue } from '../api/admin-mentors';

/** Members' items waiting for a superadmin before they show in Discover: open, approve, or reject with a reason. */
export function ReviewQueue() {
  const { t } = useTranslation(['mentors', 'marketplace', 'common']);
  const lang = useAppLanguage();
  const queue = useReviewQueue(lang);
  const decide = useDecideItem();
  const [rejecting, setRejecting] = useState<{ id: string; title: string } | null>(null);
  const [note, setNote] = useState('');
  const errors = fieldErrorsOf(decide.error, t);
  const items = queue.data?.items ?? [];
  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-3">
      <h2 id="review-title" className="text-lg font-semibold">
        {t('review.title')}
      </h2>
      {queue.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : items.length === 0 ? (
        <EmptyState icon={Inbox} title={t('review.emptyTitle')} description={t('review.emptyText')} />
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 rounded-[12px] border border-border bg-surface p-4">
              <p>
                <Link to={`/marketplace?item=${item.id}`} className="font-semibold hover:underline">
                  {item.title}
                </Link>
                <span className="ml-2 text-sm text-muted">
                  {t(`marketplace:kinds.${item.kind}`)} · {t('review.by', { name: item.author.name })}
                </span>
              </p>
              {item.description ? <p className="line-clamp-2 text-sm text-muted">{item.description}</p> : null}
              <div className="flex gap-2">
                <Button
                  size="sm"
                  disabled={decide.isPending}
                  aria-label={t('review.approveLabel', { title: item.title })}
                  onClick={() =>
                    decide.mutate({ id: item.id }, { onSuccess: () => toast.success(t('review.approved')) })
                  }
                >
                  {t('review.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('review.rejectLabel', { title: item.title })}
                  onClick={() => {
                    decide.reset();
                    setNote('');
                    setRejecting({ id: item.id, title: item.title });
                  }}
                >
                  {t('review.reject')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
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
