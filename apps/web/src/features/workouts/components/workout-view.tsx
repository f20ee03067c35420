import { useQueryClient } from '@tanstack/react-query';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { Dumbbell, EllipsisVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useId, useMemo, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { ExerciseSummary, WorkoutDetail, WorkoutExercise, WorkoutSummary } from '@lifeorbit/contracts';
import type { WeightUnit } from '@lifeorbit/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SyncIndicator } from '@/components/sync-indicator';
import { useAddWorkoutExercise } from '../api/add-workout-exercise';
import { useDiscardWorkout } from '../api/discard-workout';
import { useEndWorkout } from '../api/end-workout';
import { workoutKeys } from '../api/keys';
import { useRemoveWorkoutExercise } from '../api/remove-workout-exercise';
import { useReorderWorkoutExercises } from '../api/reorder-workout-exercises';
import { useUpdateWorkout } from '../api/update-workout';
import { useUpdateWorkoutExercise } from '../api/update-workout-exercise';
import { movedOrder } from '../lib/cache';
import { secondsBetween } from '../lib/format';
import { summarizeDetail } from '../lib/summary';
import { groupIntoBlocks, nextSupersetGroup, supersetProgress } from '../lib/supersets';
import { ElapsedTime } from './elapsed-time';
import { EndWorkoutConfirm, SummaryStats, WorkoutSummaryDialog } from './end-workout-dialog';
import { ExerciseCard, weightInputIdOf, type ExerciseActions } from './exercise-card';
import { useWorkoutSync } from '../offline/use-workout-sync';
import { SupersetCard } from './superset-card';
import { useAppLanguage } from '@/lib/use-app-language';

/** The catalogue's exercise picker, which the page hands in (features never import each other). */
export type ExercisePickerSlot = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (exercise: ExerciseSummary) => void;
}>;

function RenameDialog({
  open,
  title,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  title: string;
  onOpenChange: (open: boolean) => void;
  onSave: (title: string) => void;
}) {
  const { t } = useTranslation(['workouts', 'common']);
  const id = useId();
  const [value, setValue] = useState(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (next && next !== title) onSave(next);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('workouts:session.rename')} closeLabel={t('common:close')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field id={id} label={t('workouts:session.renameLabel')}>
          <Input id={id} maxLength={120} value={value} onChange={(event) => setValue(event.target.value)} />
        </Field>
        <Button type="submit" className="self-end">
          {t('common:save')}
        </Button>
      </form>
    </Dialog>
  );
}

/** The workout exercises' ids in order, as one string: the cards' actions change only when it does. */
function orderKeyOf(exercises: readonly WorkoutExercise[]): string {
  return [...exercises]
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((x) => x.id)
    .join(',');
}

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
}: {
  workout: WorkoutDetail;
  unit: WeightUnit;
  readOnly: boolean;
  /** How an exercise is added (a read-only workout needs none). */
  exercisePicker?: ExercisePickerSlot;
  energy?: number;
  /** Shown above the exercises while the workout runs. */
  readinessPrompt?: ReactNode;
}) {
  const { t, i18n } = useTranslation(['workouts', 'common']);
  const lang = useAppLanguage();
  const navigate = useNavigate();
  const [isAdding, setIsAdding] = useState(false);
  const [isConfirmingEnd, setIsConfirmingEnd] = useState(false);
  const [isRenaming, setIsRenaming] = useState(false);
  const [isConfirmingDiscard, setIsConfirmingDiscard] = useState(false);
  const [removing, setRemoving] = useState<WorkoutExercise | null>(null);
  const [summary, setSummary] = useState<WorkoutSummary | null>(null);

  const addExercise = useAddWorkoutExercise(workout.id, lang);
  const updateExercise = useUpdateWorkoutExercise(workout.id, lang);
  const removeExercise = useRemoveWorkoutExercise(workout.id, lang);
  const reorder = useReorderWorkoutExercises(workout.id, lang);
  const endWorkout = useEndWorkout(workout.id, lang);
  const updateWorkout = useUpdateWorkout(workout.id, lang);
  const discardWorkout = useDiscardWorkout(workout.id);
  useWorkoutSync(workout.id);

  const failed = (title: string) => (error: Error) => toast.error(title, { description: error.message });
  const ordered = [...workout.exercises].sort((a, b) => a.orderIndex - b.orderIndex);
  const blocks = groupIntoBlocks(ordered);
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

  // The cards are memoized: a stored warm-up or a logged set changes one exercise, and only its card draws again. So
  // what they are handed keeps its identity from one render to the next: the handlers read the workout from the query
  // cache when they are called (mutate functions, t and the cache are stable).
  const queryClient = useQueryClient();
  const workoutId = workout.id;
  const { mutate: mutateExercise } = updateExercise;
  const { mutate: mutateOrder } = reorder;
  const { mutate: mutateRemoval } = removeExercise;
  const orderKey = orderKeyOf(workout.exercises);
  const actionsById = useMemo(() => {
    const saveFailed = (error: Error) => toast.error(t('workouts:errors.saveFailed'), { description: error.message });
    const now = () => {
      const cached = queryClient.getQueryData<WorkoutDetail>(workoutKeys.detail(workoutId, lang));
      const inOrder = [...(cached?.exercises ?? [])].sort((x, y) => x.orderIndex - y.orderIndex);
      return { exercises: cached?.exercises ?? [], inOrder, ids: inOrder.map((x) => x.id) };
    };
    const patch = (workoutExerciseId: string, supersetGroupId: string | null) =>
      mutateExercise({ workoutExerciseId, body: { supersetGroupId } }, { onError: saveFailed });
    const ids = orderKey === '' ? [] : orderKey.split(',');
    return new Map(
      ids.map((id, index): [string, ExerciseActions] => [
        id,
        {
          canMoveUp: index > 0,
          canMoveDown: index < ids.length - 1,
          canSupersetWithPrevious: index > 0,
          onMove: (step) => mutateOrder(movedOrder(now().ids, id, step), { onError: saveFailed }),
          onSupersetWithPrevious: () => {
            const { exercises, inOrder, ids: order } = now();
            const previous = inOrder[order.indexOf(id) - 1];
            if (!previous) return;
            const group = previous.supersetGroupId ?? nextSupersetGroup(exercises);
            if (!previous.supersetGroupId) patch(previous.id, group);
            patch(id, group);
          },
          onLeaveSuperset: () => {
            const { exercises } = now();
            const exercise = exercises.find((x) => x.id === id);
            if (!exercise) return;
            const rest = exercises.filter((x) => x.id !== id && x.supersetGroupId === exercise.supersetGroupId);
            patch(id, null);
            // A superset of one is no superset.
            if (rest.length === 1) patch(rest[0]!.id, null);
          },
          onRemove: () => {
            const exercise = now().exercises.find((x) => x.id === id);
            if (!exercise) return;
            if (exercise.sets.length > 0) setRemoving(exercise);
            else mutateRemoval(id, { onError: saveFailed });
          },
        },
      ]),
    );
  }, [orderKey, queryClient, workoutId, lang, t, mutateExercise, mutateOrder, mutateRemoval]);

  // In a superset, the next exercise of the round gets the focus after a set.
  const onLogged = useCallback(
    (id: string) => {
      const cached = queryClient.getQueryData<WorkoutDetail>(workoutKeys.detail(workoutId, lang));
      const block = groupIntoBlocks(cached?.exercises ?? []).find(
        (b) => b.kind === 'superset' && b.exercises.some((x) => x.id === id),
      );
      const next = block?.kind === 'superset' ? supersetProgress(block.exercises, id).nextExerciseId : undefined;
      if (!next) return;
      // After the logged set re-renders its card (the log row is remounted).
      window.setTimeout(() => {
        const input = document.getElementById(weightInputIdOf(next));
        input?.focus();
        input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      }, 50);
    },
    [queryClient, workoutId, lang],
  );

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

  const dateText = workout.endedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(workout.endedAt),
      )
    : '';

  return (
    <>
      <div className="sticky top-16 z-10 -mx-4 mb-4 border-b border-border bg-bg/95 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
        <div className="flex items-center gap-2">
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg font-semibold tracking-tight md:text-2xl">{workout.title}</h1>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
              <ElapsedTime
                startedAt={workout.startedAt}
                endedAt={workout.endedAt}
                label={isFinished ? t('workouts:session.duration') : t('workouts:session.elapsed')}
                className="font-medium text-text"
              />
              {isFinished ? <span>· {t('workouts:session.finishedOn', { date: dateText })}</span> : <SyncIndicator />}
            </p>
          </div>
          {!isFinished ? (
            <>
              <Button onClick={() => setIsConfirmingEnd(true)}>{t('workouts:session.endWorkout')}</Button>
              <DropdownMenu.Root>
                <DropdownMenu.Trigger
                  aria-label={t('workouts:session.more')}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-[8px] text-muted outline-none hover:bg-raised"
                >
                  <EllipsisVertical className="size-5" strokeWidth={1.75} aria-hidden />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content
                    align="end"
                    sideOffset={4}
                    className="z-50 min-w-56 rounded-[12px] border border-border bg-surface p-1.5 text-text shadow-xl"
                  >
                    <DropdownMenu.Item
                      onSelect={() => setIsRenaming(true)}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-[8px] px-3 text-sm outline-none data-[highlighted]:bg-raised"
                    >
                      <Pencil className="size-5 text-muted" aria-hidden />
                      {t('workouts:session.rename')}
                    </DropdownMenu.Item>
                    <DropdownMenu.Item
                      onSelect={() => setIsConfirmingDiscard(true)}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-[8px] px-3 text-sm text-destructive outline-none data-[highlighted]:bg-raised"
                    >
                      <Trash2 className="size-5" aria-hidden />
                      {t('workouts:session.discard')}
                    </DropdownMenu.Item>
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </>
          ) : null}
        </div>
      </div>

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
            {readOnly ? <p className="mt-3 text-sm text-muted">{t('workouts:session.readOnly')}</p> : null}
          </div>
        ) : null}

        {blocks.length === 0 ? (
          <EmptyState
            icon={Dumbbell}
            title={t('workouts:session.emptyTitle')}
            description={t('workouts:session.emptyText')}
            action={
              readOnly ? undefined : (
                <Button onClick={() => setIsAdding(true)}>
                  <Plus aria-hidden />
                  {t('workouts:session.addExercise')}
                </Button>
              )
            }
          />
        ) : (
          <div className="flex flex-col gap-3">
            {blocks.map((block) =>
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
              <Button variant="secondary" size="lg" className="w-full border-dashed" onClick={() => setIsAdding(true)}>
                <Plus aria-hidden />
                {t('workouts:session.addExercise')}
              </Button>
            )}
          </div>
        )}
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
