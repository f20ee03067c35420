import { Flag, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkoutSet } from '@lifeorbit/contracts';
import { Button } from '@/components/ui/button';
import { stopRestTimer } from '@/features/workouts/lib/rest-timer';
import { DemoExerciseCard } from '@/features/workouts/components/demo-exercise-card';
import { ElapsedTime } from '@/features/workouts/components/elapsed-time';
import { demoExercises } from '@/features/workouts/lib/demo-session';
import { formatNumber } from '@/features/workouts/lib/format';
import { DemoLayout } from './demo-layout';

/** /session-runner-demo (public): a whole sample session to click through, kept in memory. */
export function SessionRunnerDemoPage() {
  const { t, i18n } = useTranslation(['trainingRules', 'workouts']);
  const [startedAt, setStartedAt] = useState(() => new Date().toISOString());
  const [exercises, setExercises] = useState(() => demoExercises(Date.now()));
  const [run, setRun] = useState(0);
  const [logged, setLogged] = useState<WorkoutSet[]>([]);
  const [ended, setEnded] = useState<{ sets: number; volume: number } | null>(null);

  const restart = () => {
    stopRestTimer();
    setStartedAt(new Date().toISOString());
    setExercises(demoExercises(Date.now()));
    setLogged([]);
    setEnded(null);
    setRun((value) => value + 1);
  };
  const end = () => {
    stopRestTimer();
    const working = logged.filter((set) => set.setKind !== 'warmup');
    setEnded({
      sets: working.length,
      volume: working.reduce((sum, set) => sum + (set.weight ?? 0) * (set.reps ?? 0), 0),
    });
  };

  return (
    <DemoLayout routeKey="sessionRunnerDemo" intro={t('demo.sessionIntro')}>
      <div className="flex flex-wrap items-center gap-2 rounded-[12px] border border-border bg-surface px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold">{t('demo.sessionTitle')}</h2>
          <p className="text-sm text-muted">
            <ElapsedTime
              startedAt={startedAt}
              endedAt={null}
              label={t('workouts:session.elapsed')}
              className="font-medium text-text"
            />
          </p>
        </div>
        {ended ? (
          <Button variant="secondary" onClick={restart}>
            <RotateCcw aria-hidden />
            {t('demo.reset')}
          </Button>
        ) : (
          <Button onClick={end}>
            <Flag aria-hidden />
            {t('demo.end')}
          </Button>
        )}
      </div>
      {ended ? (
        <p role="status" className="rounded-[12px] border border-accent/40 bg-accent/10 px-4 py-3 text-sm">
          {t('demo.ended', { count: ended.sets, volume: formatNumber(ended.volume, i18n.language) })}
        </p>
      ) : (
        [exercises.bench, exercises.dumbbell, exercises.pulldown].map((exercise) => (
          <DemoExerciseCard
            key={`${exercise.id}-${run}`}
            exercise={exercise}
            onLogged={(set) => setLogged((current) => [...current, set])}
          />
        ))
      )}
    </DemoLayout>
  );
}
