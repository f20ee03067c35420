import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@lifeorbit/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatAgo } from '../lib/format';
import { MemberAvatar } from './member-avatar';

/** Where a notification leads: the follower's profile, the requests to answer, or the liked or commented workout. */
export function notificationTarget(note: Notification): string {
  if (note.workout) return `/fitness/history/${note.workout.id}`;
  return note.kind === 'follow_request' ? '/social' : `/u/${note.actor.handle}`;
}

/** One notification: who did what, when; unread ones are marked and have their own "mark as read". */
export function NotificationItem({
  note,
  nowMs,
  onRead,
}: {
  note: Notification;
  nowMs: number;
  onRead: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const what = note.workout ? t(`kind.${note.kind}`, { title: note.workout.title }) : t(`kind.${note.kind}`);
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-[12px] border p-3',
        note.read ? 'border-border bg-surface' : 'border-accent/40 bg-accent/5',
      )}
    >
      <MemberAvatar name={note.actor.name} avatarUrl={note.actor.avatarUrl} />
      <Link
        to={notificationTarget(note)}
        onClick={() => (note.read ? undefined : onRead(note.id))}
        className="min-w-0 flex-1 rounded-[8px] hover:underline"
      >
        <span className="block text-sm">
          <strong className="font-semibold">{note.actor.name}</strong> {what}
        </span>
        {note.excerpt ? <span className="mt-1 block truncate text-sm text-muted">“{note.excerpt}”</span> : null}
        <span className="mt-1 block text-xs text-muted">
          <time dateTime={note.createdAt}>{formatAgo(note.createdAt, nowMs, i18n.language)}</time>
          {note.read ? null : <span className="ml-2 font-medium text-accent">{t('new')}</span>}
        </span>
      </Link>
      {note.read ? null : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('markRead', { name: note.actor.name })}
          title={t('markRead', { name: note.actor.name })}
          onClick={() => onRead(note.id)}
        >
          <Check className="size-5" strokeWidth={1.75} aria-hidden />
        </Button>
      )}
    </div>
  );
}
