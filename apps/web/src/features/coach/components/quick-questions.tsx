import { useTranslation } from 'react-i18next';
import type { CoachQuickQuestion } from '@lifeorbit/contracts/coach';
import { Button } from '@/components/ui/button';

// The contract's COACH_QUICK_QUESTIONS, listed here so the page does not load zod for five words.
const QUICK_QUESTIONS: readonly CoachQuickQuestion[] = ['train_today', 'stalled', 'week', 'warmup', 'recovered'];

/** The quick questions as chips; tapping one asks it. */
export function QuickQuestions({
  onAsk,
  disabled,
}: {
  onAsk: (quick: CoachQuickQuestion, text: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('coach');
  return (
    <section aria-labelledby="coach-quick-title">
      <h2 id="coach-quick-title" className="mb-2 text-sm font-medium text-muted">
        {t('quick.title')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {QUICK_QUESTIONS.map((quick) => (
          <li key={quick}>
            <Button
              variant="secondary"
              size="sm"
              className="rounded-full"
              disabled={disabled}
              onClick={() => onAsk(quick, t(`quick.${quick}`))}
            >
              {t(`quick.${quick}`)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
