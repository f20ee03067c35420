import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { latestReadinessQueryOptions, useLatestReadiness } from '@/features/readiness/api/get-latest-readiness';
import { ReadinessPrompt } from '@/features/readiness/components/readiness-prompt';
import { useMe } from '@/lib/session';
import { lazyComponent } from '@/lib/lazy-component';
import { useDocumentTitle } from '@/lib/use-document-title';
import { trainingRulesSettingsQueryOptions } from '@/features/workouts/api/get-training-rules-settings';
import { workoutCoachingQueryOptions } from '@/features/workouts/api/get-workout-coaching';
import { useWorkout } from '@/features/workouts/api/get-workout';
import { WorkoutView } from '@/features/workouts/components/workout-view';
import { WorkoutProblem, WorkoutSkeleton } from '@/features/workouts/components/workout-status';
import { useAppLanguage } from '@/lib/use-app-language';
import { myGymsQueryOptions } from '@/features/gyms/api/get-my-gyms';
import { useWorkoutGym } from '@/features/gyms/api/get-workout-gym';
import { useGymBarSpace } from '@/features/gyms/lib/gym-bar-space';
import { cn } from '@/lib/cn';

// Loads when first opened (ADR 014).
const ExercisePicker = lazyComponent(
  () => import('@/features/catalogue/components/exercise-picker').then((module) => module.ExercisePicker),
  { when: (props) => props.open },
);

// Where the workout is logged (issue 20): a small bar of its own chunk, fetched beside the page's so that it is drawn
// with the workout, in the room kept for it (no layout shift).
const WorkoutGymBar = lazyComponent(() =>
  import('@/features/gyms/components/workout-gym-bar').then((module) => module.WorkoutGymBar),
);
void WorkoutGymBar.preload();

// Loads when an exercise's grip is first chosen.
const GripSelect = lazyComponent(() =>
  import('@/features/catalogue/components/grip-select').then((module) => module.GripSelect),
);

/** /app/workouts/:workoutId and /fitness/session/:id: the session runner; a finished workout is read-only. */
export function WorkoutPage() {
  // The workouts texts only: the route titles of the whole app (routes.json, 2.7 KB) are not worth a download here.
  const { t, i18n } = useTranslation('workouts');
  const params = useParams();
  const workoutId = params.workoutId ?? params.id ?? '';
  const lang = useAppLanguage();
  const workout = useWorkout(workoutId, lang);
  const { data: me } = useMe();
  // What every exercise card coaches with, asked beside the workout rather than after it has been drawn: the cards
  // and the check-in prompt are then drawn once, with it (ADR 017).
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(latestReadinessQueryOptions());
    void queryClient.prefetchQuery(trainingRulesSettingsQueryOptions());
    void queryClient.prefetchQuery(myGymsQueryOptions());
    // The cards' suggestions and previous performances, one read for all (a finished workout's cards ask nothing).
    void queryClient.prefetchQuery(workoutCoachingQueryOptions(workoutId));
    // The cards' texts too: a workout with no exercise yet would otherwise fetch them when its first card appears,
    // and that card would suspend the page under the member's focus (the keyboard test saw the focus ring lost).
    void i18n.loadNamespaces('trainingRules');
  }, [queryClient, workoutId, i18n]);
  // Suggestions follow today's energy while the workout runs.
  const readiness = useLatestReadiness(workout.data?.endedAt === null);
  useDocumentTitle(workout.data?.title ?? t('session.title'));
  // The workout as drawn: when it arrives, the skeleton stays a moment longer while React draws every card in a
  // background render that yields to the browser every few milliseconds, instead of one long task that blocks the
  // page (issue 15: total blocking time). Later changes (a logged set) come the same way, right after.
  const shown = useDeferredValue(workout.data);

  // At a gym that listed its equipment, the picker can show only what that gym has.
  const gym = useWorkoutGym(workoutId).data?.gym ?? null;
  const gymBarSpace = useGymBarSpace(workoutId, workout.data ? workout.data.endedAt !== null : false);
  const picker = useMemo(
    () =>
      function PickerAtGym(props: Omit<ComponentProps<typeof ExercisePicker>, 'equipmentFilter'>) {
        // Not suspending: the gyms texts come with the gym bar, and the picker must never blank the page.
        const { t: tGyms } = useTranslation('gyms', { useSuspense: false });
        const filter =
          gym && gym.equipmentIds.length > 0
            ? { ids: gym.equipmentIds, label: tGyms('workout.onlyEquipment', { name: gym.name }) }
            : undefined;
        return <ExercisePicker {...props} equipmentFilter={filter} />;
      },
    [gym],
  );

  if (workout.isError)
    return <WorkoutProblem error={workout.error} onRetry={() => void workout.refetch()} back="workouts" />;
  if (!shown) return <WorkoutSkeleton />;
  return (
    <>
      <div className={cn(gymBarSpace === 'bar' && 'min-h-14', gymBarSpace === 'line' && 'min-h-8')}>
        <WorkoutGymBar workoutId={workoutId} readOnly={shown.endedAt !== null} />
      </div>
      <WorkoutView
        workout={shown}
        unit={me?.profile.weightUnit ?? 'kg'}
        readOnly={shown.endedAt !== null}
        exercisePicker={picker}
        energy={readiness.data?.energy}
        readinessPrompt={<ReadinessPrompt />}
        gripPicker={GripSelect}
      />
    </>
  );
}
