import { HeartPulse } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/lib/lazy-component';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { localDay } from '@/lib/local-date';
import { lastKnownCheckInDay, useLatestReadiness } from '../api/get-latest-readiness';

// Loads when the check-in sheet first opens (ADR 014).
const ReadinessCheckIn = lazyComponent(() => import('./readiness-check-in').then((module) => module.ReadinessCheckIn));

const DISMISSED_KEY = 'lifeorbit.readiness-prompt-dismissed';

function dismissedToday(today: string): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === today;
  } catch {
    return false;
  }
}

/**
 * Offered when a workout runs and there is no check-in today (issue 6): a card at the top of the workout that opens
 * the check-in sheet, or goes away for today with Not now. It never blocks the workout.
 *
 * It is drawn with the workout, not when the server's answer about today's check-in comes: inserted later, it pushed
 * the exercises down under the member's thumb (and cost the page its layout-shift score). Until the answer, it
 * trusts what this device knows: a check-in it saw today or a Not now today hides it, and so does being offline
 * (a check-in could not be saved).
 */
export function ReadinessPrompt() {
  const { t } = useTranslation(['trainingRules', 'common']);
  const today = localDay();
  const latest = useLatestReadiness();
  const [isDismissed, setIsDismissed] = useState(() => dismissedToday(today));
  const [isOpen, setIsOpen] = useState(false);
  const checkedInToday = latest.isSuccess
    ? latest.data.readiness?.day === today
    : latest.isError || latest.fetchStatus === 'paused' || lastKnownCheckInDay() === today;
  if (checkedInToday || (isDismissed && !isOpen)) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, today);
    } catch {
      // Not remembered: the card comes back on the next visit today.
    }
    setIsDismissed(true);
  };

  return (
    <>
      <section
        aria-labelledby="readiness-prompt-title"
        className="mb-3 flex items-start gap-3 rounded-[12px] border border-accent/40 bg-surface p-3 md:p-4"
      >
        <HeartPulse className="mt-0.5 size-5 shrink-0 text-accent" strokeWidth={1.75} aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id="readiness-prompt-title" className="text-sm font-semibold text-text">
            {t('trainingRules:readiness.promptTitle')}
          </h2>
          <p className="mt-0.5 text-xs text-muted">{t('trainingRules:readiness.promptText')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" className="min-h-11" onClick={() => setIsOpen(true)}>
              {t('trainingRules:readiness.checkIn')}
            </Button>
            <Button size="sm" variant="ghost" className="min-h-11" onClick={dismiss}>
              {t('trainingRules:readiness.notNow')}
            </Button>
          </div>
        </div>
      </section>
      <Dialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('trainingRules:readiness.sheetTitle')}
        description={t('trainingRules:readiness.promptText')}
        closeLabel={t('common:close')}
      >
        <ReadinessCheckIn
          onSaved={(readiness) => {
            setIsOpen(false);
            toast.success(t('trainingRules:readiness.saved', { value: readiness.energy }));
          }}
        />
      </Dialog>
    </>
  );
}
