import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH } from '@lifeorbit/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { dateTimeFormat } from '@/lib/intl';
import { toast } from '@/lib/toast';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import { useWriteComment } from '../api/write-comment';
import { MemberAvatar } from './member-avatar';

const TEXTAREA =
  'w-full rounded-[8px] border border-border bg-bg px-3 py-2 text-sm text-text placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent';

/** A workout's comments, oldest first, with a box to add one; my own can be edited, and deleted with the owner's. */
export function CommentsPanel({ workoutId }: { workoutId: string }) {
  const { t, i18n } = useTranslation('social');
  const id = useId();
  const comments = useComments(workoutId);
  const write = useWriteComment();
  const remove = useDeleteComment();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: string; body: string } | null>(null);
  const failed = (error: Error) => toast.error(t('comments.failed', { message: error.message }));
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    write.mutate({ workoutId, body: draft }, { onSuccess: () => setDraft(''), onError: failed });
  };

  if (comments.isPending) return <Skeleton className="mt-3 h-16 w-full" />;
  const list = comments.data?.comments ?? [];
  return (
    <div className="mt-3 border-t border-border pt-3">
      {list.length === 0 ? <p className="text-sm text-muted">{t('comments.empty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {list.map((comment) => (
          <li key={comment.id} className="flex gap-2">
            <MemberAvatar name={comment.author.name} avatarUrl={comment.author.avatarUrl} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-muted">
                <span className="font-medium text-text">{comment.author.name}</span> ·{' '}
                {dateFormat.format(new Date(comment.createdAt))}
              </p>
              {editing?.id === comment.id ? (
                <form
                  className="mt-1 flex flex-col gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    write.mutate(
                      { workoutId, commentId: comment.id, body: editing.body },
                      { onSuccess: () => setEditing(null), onError: failed },
                    );
                  }}
                >
                  <label htmlFor={`${id}-edit`} className="sr-only">
                    {t('comments.edit')}
                  </label>
                  <textarea
                    id={`${id}-edit`}
                    className={TEXTAREA}
                    maxLength={COMMENT_MAX_LENGTH}
                    value={editing.body}
                    onChange={(event) => setEditing({ id: comment.id, body: event.target.value })}
                  />
                  <div className="flex gap-2">
                    <Button type="submit" size="sm" disabled={write.isPending}>
                      {t('comments.save')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                      {t('comments.cancel')}
                    </Button>
                  </div>
                </form>
              ) : (
                <p className="text-sm whitespace-pre-line break-words">{comment.body}</p>
              )}
              <div className="flex gap-1">
                {comment.canEdit && editing?.id !== comment.id ? (
                  <Button size="sm" variant="link" onClick={() => setEditing({ id: comment.id, body: comment.body })}>
                    {t('comments.edit')}
                  </Button>
                ) : null}
                {comment.canDelete ? (
                  <Button
                    size="sm"
                    variant="link"
                    className="ml-3 text-destructive"
                    onClick={() => remove.mutate({ workoutId, commentId: comment.id }, { onError: failed })}
                  >
                    {t('comments.delete')}
                  </Button>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-2">
        <label htmlFor={`${id}-new`} className="sr-only">
          {t('comments.add')}
        </label>
        <textarea
          id={`${id}-new`}
          className={TEXTAREA}
          rows={2}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder={t('comments.placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" size="sm" className="self-end" disabled={write.isPending || !draft.trim()}>
          {t('comments.add')}
        </Button>
      </form>
    </div>
  );
}
