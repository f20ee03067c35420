import { Timer } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import {
  REST_TIMER_LATE_NOTICE_MS,
  REST_TIMER_STEP_SEC,
  adjustRestTimer,
  formatRest,
  isRunning,
  notifyRestOver,
  progressOf,
  remainingSec,
  stopRestTimer,
  useRestTimer,
} from '../lib/rest-timer';

const CONTROL =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-[8px] px-3 text-sm font-medium tabular-nums transition-colors duration-150 ease-out';

/**
 * The rest timer bar (DESIGN.md "The workout page"): above the bottom tab bar on phones, in the corner on desktop,
 * on every page while a rest runs. `standalone` places it at the very bottom (pages without the tab bar).
 * A spacer in the page flow keeps the end of the content reachable above it.
 */
export function RestTimerBar({ standalone = false }: { standalone?: boolean }) {
  // Mounted in the shell on every page: it must not hold the shell back while its texts load.
  const { t, ready } = useTranslation('trainingRules', { useSuspense: false });
  const { state, nowMs } = useRestTimer();
  const running = isRunning(state, nowMs);

  useEffect(() => {
    if (state === null || running) return;
    // Over: tell the member (unless it ended long ago while the page was closed) and clear it.
    if (nowMs - state.endsAt < REST_TIMER_LATE_NOTICE_MS) notifyRestOver();
    stopRestTimer();
  }, [state, running, nowMs]);

  const isShown = running && state !== null && ready;
  useEffect(() => {
    if (!isShown) return;
    // Whatever the page scrolls to (a focused field, Add exercise) stops above the bar instead of under it.
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '10rem';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [isShown]);

  if (!isShown) return null;
  const text = formatRest(remainingSec(state, nowMs));
  return (
    <>
      <div aria-hidden className="h-20" />
      <section
        aria-label={t('rest.label')}
        className={cn(
          'fixed inset-x-0 z-30 border-t border-border bg-raised/95 shadow-[0_-8px_24px_rgb(0_0_0/0.25)] backdrop-blur',
          standalone
            ? 'bottom-0 pb-[env(safe-area-inset-bottom)]'
            : 'bottom-[calc(3.5rem+env(safe-area-inset-bottom))]',
          'md:inset-x-auto md:right-4 md:bottom-4 md:w-[26rem] md:rounded-[12px] md:border md:pb-0',
        )}
      >
        <div className="h-1 overflow-hidden md:rounded-t-[12px]" aria-hidden>
          <div className="h-full bg-accent" style={{ width: `${Math.round(progressOf(state, nowMs) * 100)}%` }} />
        </div>
        <div className="flex items-center gap-2 px-4 py-2">
          <Timer className="size-5 shrink-0 text-accent" strokeWidth={1.75} aria-hidden />
          <p className="min-w-0 flex-1 text-sm text-muted">
            {t('rest.title')}{' '}
            <span
              role="timer"
              aria-label={t('rest.remaining', { time: text })}
              className="text-xl font-semibold text-text tabular-nums"
            >
              {text}
            </span>
          </p>
          <button
            type="button"
            className={cn(CONTROL, 'bg-surface text-text hover:bg-border/60')}
            aria-label={t('rest.lessLabel', { seconds: REST_TIMER_STEP_SEC })}
            onClick={() => adjustRestTimer(-REST_TIMER_STEP_SEC)}
          >
            {t('rest.less', { seconds: REST_TIMER_STEP_SEC })}
          </button>
          <button
            type="button"
            className={cn(CONTROL, 'bg-surface text-text hover:bg-border/60')}
            aria-label={t('rest.moreLabel', { seconds: REST_TIMER_STEP_SEC })}
            onClick={() => adjustRestTimer(REST_TIMER_STEP_SEC)}
          >
            {t('rest.more', { seconds: REST_TIMER_STEP_SEC })}
          </button>
          <button
            type="button"
            className={cn(CONTROL, 'text-accent hover:bg-accent/15')}
            onClick={() => stopRestTimer()}
          >
            {t('rest.skip')}
          </button>
        </div>
      </section>
    </>
  );
}
