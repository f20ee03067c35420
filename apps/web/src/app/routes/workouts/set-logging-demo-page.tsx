import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoExerciseCard } from '@/features/workouts/components/demo-exercise-card';
import { demoExercises } from '@/features/workouts/lib/demo-session';
import { DemoLayout } from './demo-layout';

/** /set-logging-demo (public): log sets of a sample bench press with suggestions, warm-up and plates. */
export function SetLoggingDemoPage() {
  const { t } = useTranslation('trainingRules');
  const [exercises] = useState(() => demoExercises(Date.now()));
  return (
    <DemoLayout routeKey="setLoggingDemo" intro={t('demo.setLoggingIntro')}>
      <DemoExerciseCard exercise={exercises.bench} />
    </DemoLayout>
  );
}
