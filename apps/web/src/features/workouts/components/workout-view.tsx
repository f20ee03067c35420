import { Dumbbell, Plus } from 'lucide-react';
import { startTransition, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import type { ExerciseSummary, WorkoutDetail, WorkoutExercise, WorkoutSummary } from '@lifeorbit/contracts';
import type { WeightUnit } from '@lifeorbit/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useAddWorkoutExercise } from '../api/add-workout-exercise';
import { useDiscardWorkout } from '../api/discard-workout';
import { useEndWorkout } from '../api/end-workout';
import { useUpdateWorkout } from '../api/update-workout';
import { useUpdateWorkoutExercise } from '../api/update-workout-exercise';
import { secondsBetween } from '../lib/format';
import { summarizeDetail } from '../lib/summary';
import { groupIntoBlocks } from '../lib/supersets';
import { EndWorkoutConfirm, SummaryStats, WorkoutSummaryDialog } from './end-workout-dialog';
import { useExerciseActions, useSupersetFocus } from '../hooks/use-exercise-actions';
import { ExerciseCard } from './exercise-card';
import { useWorkoutSync } from '../offline/use-workout-sync';
import { RenameDialog } from './rename-workout-dialog';
import { SupersetCard } from './superset-card';
import { WorkoutHeader } from './workout-header';
import { useAppLanguage } from '@/lib/use-app-language';
import { lazyComponent } from '@/lib/lazy-component';
import { preloadNamespaces } from '@/lib/i18n';

const FIRST_BLOCKS = 3;

// What a watch or a phone recorded (issue 42): its own chunk and its own texts, fetched together only for an imported
// workout that has it (the workout page's JavaScript stays within its budget; ADR 014).
const ActivityPanel = lazyComponent(() => {
  void preloadNamespaces(['activity']);
  return import('./activity-panel').then((module) => module.ActivityPanel);
});
const BLOCKS_A_STEP = 2;

/** The catalogue's exercise picker, which the page hands in (features never import each other). */
export type ExercisePickerSlot = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (exercise: ExerciseSummary) => void;
}>;

/** The catalogue's grip select, which the page hands in. */
export type GripPickerSlot = ComponentType<{
  id: string;
  exerciseId: string;
  value: string | null;
  onChange: (gripId: string | null) => void;
  emptyText?: string;
}>;

/**
 * The session runner (DESIGN.md "The workout page"): sticky header with the elapsed time and End workout, the
 * exercises in order (supersets as one card), the set grid of each, Add exercise. A finished workout is read-only.
 * The page hands in what other areas add: the exercise picker, today's readiness energy and the check-in prompt.
 */
export function WorkoutView({
  workout,
  unit,
  readOnly,
  exercisePicker: ExercisePicker,
  energy,
  readinessPrompt,
  gripPicker: GripPicker,
}: {
  workout: WorkoutDetail;
  unit: WeightUnit;
  readOnly: boolean;
  /** How an exercise is added (a read-only workout needs none). */
  exercisePicker?: ExercisePickerSlot;
  energy?: number;
  /** Shown above the exercises while the workout runs. */
  readinessPrompt?: ReactNode;
  /** How an exercise's grip is chosen (from its menu). */
  gripPicker?: GripPickerSlot;
}) {
  const { t } = useTranslation(['workouts', 'common']);
  const lang = useAppLanguage();
  const navigate = useNavigate();
  const [isAdding, setIsAdding] = useState(false);
  const [isConfirmingEnd, setIsConfirmingEnd] = useState(false);
  const [isRenaming, setIsRenaming] = useState(false);
  const [isConfirmingDiscard, setIsConfirmingDiscard] = useState(false);
  const [removing, setRemoving] = useState<WorkoutExercise | null>(null);
  const [summary, setSummary] = useState<WorkoutSummary | null>(null);
  const [choosingGrip, setChoosingGrip] = useState<WorkoutExercise | null>(null);

  const addExercise = useAddWorkoutExercise(workout.id, lang);
  const endWorkout = useEndWorkout(workout.id, lang);
  const updateWorkout = useUpdateWorkout(workout.id, lang);
  const updateExercise = useUpdateWorkoutExercise(workout.id, lang);
  const discardWorkout = useDiscardWorkout(workout.id);
  useWorkoutSync(workout.id);

  const failed = (title: string) => (error: Error) => toast.error(title, { description: error.message });
  const ordered = [...workout.exercises].sort((a, b) => a.orderIndex - b.orderIndex);
  const blocks = groupIntoBlocks(ordered);
  const isEmpty = blocks.length === 0;
  const logged = summarizeDetail(workout);
  const isFinished = workout.endedAt !== null;
  // The suggestion follows every set of the exercise, also where it is in the workout twice.
  const setsByExercise = useMemo(() => {
    const byExercise = new Map<string, WorkoutExercise['sets']>();
    for (const x of workout.exercises) {
      const before = byExercise.get(x.exerciseId);
      byExercise.set(x.exerciseId, before ? [...before, ...x.sets] : x.sets);
    }
    return byExercise;
  }, [workout.exercises]);

  // The first draw shows the first cards, then the rest a few at a time in background renders (issue 15): one card is
  // hundreds of elements, and a workout of 8 or 12 drawn at once is a long task that blocks the phone. The cards come
  // below the fold, so nothing moves under the member; once all are drawn, every later card is drawn at once.
  const [drawnBlocks, setDrawnBlocks] = useState(FIRST_BLOCKS);
  if (drawnBlocks !== Infinity && drawnBlocks >= blocks.length) setDrawnBlocks(Infinity);
  useEffect(() => {
    if (drawnBlocks >= blocks.length) return;
    const next = setTimeout(() => startTransition(() => setDrawnBlocks((n) => n + BLOCKS_A_STEP)), 0);
    return () => clearTimeout(next);
  }, [drawnBlocks, blocks.length]);

  const { actionsById, removeExercise } = useExerciseActions(
    workout,
    lang,
    setRemoving,
    GripPicker ? setChoosingGrip : undefined,
  );
  const onLogged = useSupersetFocus(workout.id, lang);

  const card = (exercise: WorkoutExercise, extra: { embedded?: boolean; isUpNext?: boolean }) => (
    <ExerciseCard
      key={exercise.id}
      exercise={exercise}
      workoutId={workout.id}
      unit={unit}
      readOnly={readOnly}
      actions={actionsById.get(exercise.id)}
      embedded={extra.embedded}
      isUpNext={extra.isUpNext}
      sameExerciseSets={setsByExercise.get(exercise.exerciseId)}
      energy={energy}
      onLogged={onLogged}
    />
  );

  return (
    <>
      <WorkoutHeader
        workout={workout}
        onEnd={() => setIsConfirmingEnd(true)}
        onRename={() => setIsRenaming(true)}
        onDiscard={() => setIsConfirmingDiscard(true)}
      />

      <div className="max-w-3xl">
        {readOnly || isFinished ? null : readinessPrompt}
        {workout.endedAt !== null ? (
          <div className="mb-4">
            <SummaryStats
              summary={{
                durationSec: secondsBetween(workout.startedAt, workout.endedAt, Date.parse(workout.endedAt)),
                ...logged,
              }}
              unit={unit}
              lang={lang}
            />
            {workout.activity ? (
              <div className="mt-4">
                <ActivityPanel activity={workout.activity} startedAt={workout.startedAt} unit={unit} lang={lang} />
              </div>
            ) : null}
            {readOnly ? <p className="mt-3 text-sm text-muted">{t('workouts:session.readOnly')}</p> : null}
          </div>
        ) : null}

        {/* One Add exercise button for the empty and the filled workout, kept in place: a keyboard member who adds the
            first exercise finds focus back on it when the picker closes (two buttons, one for each state, moved focus
            from a removed button to a new one). */}
        <div
          className={cn(
            'flex flex-col gap-3',
            isEmpty && 'items-center rounded-[12px] border border-dashed border-border px-6 py-10',
          )}
        >
          {isEmpty ? (
            <EmptyState
              framed={false}
              icon={Dumbbell}
              title={t('workouts:session.emptyTitle')}
              description={t('workouts:session.emptyText')}
            />
          ) : null}
          {blocks.slice(0, drawnBlocks).map((block) =>
            block.kind === 'single' ? (
              card(block.exercise, {})
            ) : (
              <SupersetCard key={`superset-${block.group}`} group={block.group} exercises={block.exercises}>
                {(nextId) =>
                  block.exercises.map((exercise) =>
                    card(exercise, { embedded: true, isUpNext: !readOnly && nextId === exercise.id }),
                  )
                }
              </SupersetCard>
            ),
          )}
          {readOnly ? null : (
            <Button
              variant={isEmpty ? 'primary' : 'secondary'}
              size={isEmpty ? 'md' : 'lg'}
              className={isEmpty ? 'mt-1' : 'w-full border-dashed'}
              onClick={() => setIsAdding(true)}
            >
              <Plus aria-hidden />
              {t('workouts:session.addExercise')}
            </Button>
          )}
        </div>
      </div>

      {ExercisePicker ? (
        <ExercisePicker
          open={isAdding}
          onOpenChange={setIsAdding}
          onPick={(exercise) => {
            setIsAdding(false);
            addExercise.mutate(
              {
                body: { id: crypto.randomUUID(), exerciseId: exercise.id, weightUnit: unit },
                name: exercise.name,
                loadType: exercise.loadType,
                // The catalogue's list may say the mode (issue 39); else the server's answer brings it.
                ...('effortMode' in exercise && { effortMode: exercise.effortMode as WorkoutExercise['effortMode'] }),
              },
              { onError: failed(t('workouts:errors.addFailed')) },
            );
          }}
        />
      ) : null}
      <EndWorkoutConfirm
        open={isConfirmingEnd}
        setCount={logged.setCount}
        isPending={endWorkout.isPending}
        onOpenChange={setIsConfirmingEnd}
        onConfirm={() =>
          endWorkout.mutate(undefined, {
            onSuccess: (op) => {
              // The summary comes from what is on screen, so ending works offline too; the server's figures agree.
              setIsConfirmingEnd(false);
              setSummary({ durationSec: secondsBetween(workout.startedAt, op.at, Date.parse(op.at)), ...logged });
            },
            onError: failed(t('workouts:errors.endFailed')),
          })
        }
      />
      <WorkoutSummaryDialog
        summary={summary}
        unit={unit}
        lang={lang}
        onViewHistory={() => navigate(`/fitness/history/${workout.id}`)}
        onClose={() => setSummary(null)}
      />
      {isRenaming ? (
        <RenameDialog
          open
          title={workout.title}
          onOpenChange={setIsRenaming}
          onSave={(title) => updateWorkout.mutate({ title }, { onError: failed(t('workouts:errors.saveFailed')) })}
        />
      ) : null}
      <Dialog
        open={isConfirmingDiscard}
        onOpenChange={setIsConfirmingDiscard}
        title={t('workouts:session.discardTitle')}
        description={t('workouts:session.discardText')}
        closeLabel={t('common:close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsConfirmingDiscard(false)}>
              {t('common:cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={discardWorkout.isPending}
              onClick={() =>
                discardWorkout.mutate(undefined, {
                  onSuccess: () => {
                    toast.success(t('workouts:session.discarded'));
                    navigate('/app/workouts', { replace: true });
                  },
                  onError: failed(t('workouts:errors.saveFailed')),
                })
              }
            >
              {t('workouts:session.discard')}
            </Button>
          </>
        }
      />
      {GripPicker ? (
        <Dialog
          open={choosingGrip !== null}
          onOpenChange={(open) => (open ? undefined : setChoosingGrip(null))}
          title={t('workouts:exercise.gripTitle', { name: choosingGrip?.name ?? '' })}
          closeLabel={t('common:close')}
        >
          {choosingGrip ? (
            <GripPicker
              id={`grip-${choosingGrip.id}`}
              exerciseId={choosingGrip.exerciseId}
              value={choosingGrip.gripId}
              emptyText={t('workouts:exercise.noGrip')}
              onChange={(gripId) => {
                updateExercise.mutate(
                  { workoutExerciseId: choosingGrip.id, body: { gripId } },
                  { onError: failed(t('workouts:errors.saveFailed')) },
                );
                setChoosingGrip(null);
              }}
            />
          ) : null}
        </Dialog>
      ) : null}
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('workouts:exercise.removeTitle', { name: removing?.name ?? '' })}
        description={t('workouts:exercise.removeText', { count: removing?.sets.length ?? 0 })}
        closeLabel={t('common:close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('common:cancel')}
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                if (removing) removeExercise.mutate(removing.id, { onError: failed(t('workouts:errors.saveFailed')) });
                setRemoving(null);
              }}
            >
              {t('workouts:exercise.remove')}
            </Button>
          </>
        }
      />
    </>
  );
}
