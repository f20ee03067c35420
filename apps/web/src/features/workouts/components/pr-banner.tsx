import type { PersonalRecordKind } from '@lifeorbit/contracts';
import { Trophy, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the banner stays before it goes by itself. */
export const PR_BANNER_MS = 10_000;

/**
 * The personal-record banner (DESIGN.md: celebrates without blocking): inside the exercise card, announced to screen
 * readers through the live region that holds it, gone by itself after a while or with Dismiss.
 */
export function PrBanner({
  kinds,
  summary,
  onDismiss,
  autoHideMs = PR_BANNER_MS,
}: {
  kinds: readonly PersonalRecordKind[];
  summary: string;
  onDismiss: () => void;
  autoHideMs?: number | null;
}) {
  const { t } = useTranslation('trainingRules');
  useEffect(() => {
    if (autoHideMs === null) return;
    const timer = window.setTimeout(onDismiss, autoHideMs);
    return () => window.clearTimeout(timer);
  }, [autoHideMs, onDismiss, summary]);

  return (
    <div className="mt-2 flex items-start gap-3 rounded-[8px] border border-warning/50 bg-warning/15 px-3 py-2">
      <Trophy className="mt-0.5 size-6 shrink-0 text-warning" strokeWidth={1.75} aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-text">{t('records.title')}</p>
        <p className="text-sm text-text tabular-nums">{summary}</p>
        <ul className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-muted">
          {kinds.map((kind) => (
            <li key={kind}>{t(`records.kinds.${kind}`)}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('records.dismiss')}
        className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-[8px] text-muted hover:bg-raised"
      >
        <X className="size-5" strokeWidth={1.75} aria-hidden />
      </button>
    </div>
  );
}

/** A small trophy beside a set that set a record (the session and history). */
export function PrTrophy({ kinds }: { kinds: readonly PersonalRecordKind[] }) {
  const { t } = useTranslation('trainingRules');
  const label = t('records.trophy', { kinds: kinds.map((kind) => t(`records.kinds.${kind}`)).join(', ') });
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex text-warning">
      <Trophy className="size-3.5" strokeWidth={2} aria-hidden />
    </span>
  );
}
