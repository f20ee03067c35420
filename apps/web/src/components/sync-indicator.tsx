import { Check, CloudOff, LoaderCircle, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useSyncState } from '@/lib/outbox';

const ICONS = { saved: Check, saving: LoaderCircle, offline: CloudOff, signedOut: LogIn } as const;

/** Saved / Saving… / Offline – N changes waiting: whether what the member logged has reached the server. */
export function SyncIndicator({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { status, pending } = useSyncState();
  const Icon = ICONS[status];
  const text =
    status === 'saved'
      ? t('sync.saved')
      : status === 'saving'
        ? t('sync.saving')
        : status === 'offline'
          ? t('sync.offline', { count: pending })
          : t('sync.signedOut', { count: pending });
  return (
    <span
      role="status"
      aria-label={t('sync.label')}
      data-status={status}
      className={cn(
        'inline-flex min-w-0 items-center gap-1 text-xs',
        status === 'offline' || status === 'signedOut' ? 'text-warning' : 'text-muted',
        className,
      )}
    >
      <Icon className={cn('size-3.5 shrink-0', status === 'saving' && 'animate-spin')} aria-hidden />
      <span>{text}</span>
    </span>
  );
}
