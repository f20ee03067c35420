import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DemoExerciseCard, type DemoExerciseCardHandle } from '@/features/workouts/components/demo-exercise-card';
import { SetGrid } from '@/features/workouts/components/set-grid';
import { demoExercises, demoSet } from '@/features/workouts/lib/demo-session';
import { DemoLayout } from './demo-layout';
import { useAppLanguage } from '@/lib/use-app-language';

/** /pr-announcement-demo (public): a record set announced in the session, and marked in history. */
export function PrAnnouncementDemoPage() {
  const { t } = useTranslation(['trainingRules', 'workouts']);
  const lang = useAppLanguage();
  const card = useRef<DemoExerciseCardHandle>(null);
  const [now] = useState(() => Date.now());
  const [exercises] = useState(() => demoExercises(now));
  const historySets = [
    demoSet('pr-1', { weight: 80, reps: 12, notes: 'Feel: =' }, now - 86_400_000, 1),
    demoSet('pr-2', { weight: 85, reps: 8 }, now - 86_400_000 + 240_000, 2, ['weight', 'one_rep_max']),
    demoSet('pr-3', { weight: 80, reps: 13 }, now - 86_400_000 + 480_000, 3, ['reps_at_weight', 'volume']),
  ];

  return (
    <DemoLayout routeKey="prAnnouncementDemo" intro={t('demo.prIntro')}>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => card.current?.log({ weight: 90, reps: 6, rpe: null })}>{t('demo.logHeavier')}</Button>
        <Button variant="secondary" onClick={() => card.current?.log({ weight: 80, reps: 13, rpe: null })}>
          {t('demo.logMoreReps')}
        </Button>
      </div>
      <DemoExerciseCard exercise={exercises.bench} handle={card} />
      <section aria-labelledby="pr-demo-history" className="rounded-[12px] border border-border bg-surface p-3 md:p-4">
        <h2 id="pr-demo-history" className="py-1 text-base font-semibold">
          {t('demo.historyTitle')} · {t('demo.exercises.bench')}
        </h2>
        <SetGrid
          sets={historySets}
          previous={[]}
          unit="kg"
          lang={lang}
          readOnly
          defaults={{ weight: null, reps: null }}
          weightInputId="pr-demo-history-weight"
          onLog={() => undefined}
          onEdit={() => undefined}
        />
      </section>
    </DemoLayout>
  );
}
