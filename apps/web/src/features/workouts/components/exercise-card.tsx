import { DropdownMenu } from 'radix-ui';
import { ArrowDown, ArrowUp, EllipsisVertical, Link2, Trash2, Unlink } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { WorkoutExercise, WorkoutSet } from '@lifeorbit/contracts';
import type { WeightUnit } from '@lifeorbit/domain';
import { cn } from '@/lib/cn';
import { useDeleteSet } from '../api/delete-set';
import { usePreviousPerformance } from '../api/get-exercise-history';
import { useLastSet } from '../api/get-last-set';
import { useContentLanguage } from '../api/keys';
import { useLogSet } from '../api/log-set';
import { useUpdateSet } from '../api/update-set';
import { formatNumber, toUnit } from '../lib/format';
import { EditSetDialog } from './edit-set-dialog';
import { SetGrid, type LogSetValues } from './set-grid';

export interface ExerciseActions {
  canMoveUp: boolean;
  canMoveDown: boolean;
  canSupersetWithPrevious: boolean;
  onMove: (step: -1 | 1) => void;
  onSupersetWithPrevious: () => void;
  onLeaveSuperset: () => void;
  onRemove: () => void;
}

export const weightInputIdOf = (workoutExerciseId: string) => `weight-${workoutExerciseId}`;

function MenuItem({
  icon,
  children,
  onSelect,
  destructive,
}: {
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-[8px] px-3 text-sm outline-none data-[highlighted]:bg-raised',
        destructive && 'text-destructive',
      )}
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

/** What to put in the log row: this exercise's last set, else the member's last set of it, else the targets. */
function useSetDefaults(exercise: WorkoutExercise, unit: WeightUnit, enabled: boolean) {
  const lastHere = [...exercise.sets].reverse().find((s) => s.reps !== null || s.weight !== null);
  const { data } = useLastSet(exercise.exerciseId, enabled && !lastHere);
  const last = data?.lastSet;
  if (lastHere) {
    return {
      weight: lastHere.weight === null ? null : toUnit(lastHere.weight, lastHere.weightUnit, unit),
      reps: lastHere.reps,
    };
  }
  if (last) return { weight: toUnit(last.weight, last.weightUnit, unit), reps: last.reps };
  return {
    weight: exercise.targetWeightKg === null ? null : toUnit(exercise.targetWeightKg, 'kg', unit),
    reps: exercise.targetReps ?? exercise.targetRepsMax ?? exercise.targetRepsMin,
  };
}

export function ExerciseCard({
  exercise,
  workoutId,
  unit,
  readOnly,
  actions,
  isUpNext = false,
  embedded = false,
  onLogged,
}: {
  exercise: WorkoutExercise;
  workoutId: string;
  unit: WeightUnit;
  readOnly: boolean;
  actions?: ExerciseActions;
  isUpNext?: boolean;
  embedded?: boolean;
  onLogged?: (workoutExerciseId: string) => void;
}) {
  const { t } = useTranslation(['workouts', 'common']);
  const lang = useContentLanguage();
  const logSet = useLogSet(workoutId, lang);
  const updateSet = useUpdateSet(workoutId, lang);
  const deleteSet = useDeleteSet(workoutId, lang);
  const previous = usePreviousPerformance(exercise.exerciseId, workoutId);
  const defaults = useSetDefaults(exercise, unit, !readOnly);
  const [editing, setEditing] = useState<{ set: WorkoutSet; label: string } | null>(null);

  const failed = (title: string) => (error: Error) => toast.error(title, { description: error.message });

  const log = (values: LogSetValues) => {
    logSet.mutate(
      {
        workoutExerciseId: exercise.id,
        body: {
          id: crypto.randomUUID(),
          weight: values.weight,
          reps: values.reps,
          rpe: values.rpe,
          weightUnit: unit,
          setKind: 'normal',
          isCompleted: true,
          ...(exercise.gripId && { gripIds: [exercise.gripId] }),
        },
      },
      { onError: failed(t('workouts:errors.logFailed')) },
    );
    onLogged?.(exercise.id);
  };

  const targets = [
    exercise.targetSets ? t('workouts:exercise.targetSets', { count: exercise.targetSets }) : null,
    exercise.targetRepsMin && exercise.targetRepsMax
      ? t('workouts:exercise.targetRange', { min: exercise.targetRepsMin, max: exercise.targetRepsMax })
      : exercise.targetReps
        ? t('workouts:exercise.targetReps', { reps: exercise.targetReps })
        : null,
    exercise.targetWeightKg !== null
      ? `${formatNumber(toUnit(exercise.targetWeightKg, 'kg', unit), lang)} ${t(`workouts:units.${unit}`)}`
      : null,
  ].filter(Boolean);

  return (
    <section
      aria-label={exercise.name}
      className={cn(
        embedded ? 'rounded-[12px] bg-bg/40 p-2 md:p-3' : 'rounded-[12px] border border-border bg-surface p-3 md:p-4',
        isUpNext && 'ring-1 ring-accent/60',
      )}
    >
      <header className="flex items-start gap-2">
        <div className="min-w-0 flex-1 py-1">
          <h2 className="text-base font-semibold text-text">
            {exercise.name}
            {isUpNext ? (
              <span className="ml-2 rounded-full bg-accent/15 px-2 py-0.5 align-middle text-xs font-medium text-accent">
                {t('workouts:exercise.upNext')}
              </span>
            ) : null}
          </h2>
          {targets.length > 0 ? <p className="mt-0.5 text-xs text-muted tabular-nums">{targets.join(' · ')}</p> : null}
          {exercise.notes ? <p className="mt-1 text-xs text-muted">{exercise.notes}</p> : null}
        </div>
        {actions && !readOnly ? (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger
              aria-label={t('workouts:exercise.options', { name: exercise.name })}
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
                {actions.canMoveUp ? (
                  <MenuItem
                    icon={<ArrowUp className="size-5 text-muted" aria-hidden />}
                    onSelect={() => actions.onMove(-1)}
                  >
                    {t('workouts:exercise.moveUp')}
                  </MenuItem>
                ) : null}
                {actions.canMoveDown ? (
                  <MenuItem
                    icon={<ArrowDown className="size-5 text-muted" aria-hidden />}
                    onSelect={() => actions.onMove(1)}
                  >
                    {t('workouts:exercise.moveDown')}
                  </MenuItem>
                ) : null}
                {exercise.supersetGroupId ? (
                  <MenuItem
                    icon={<Unlink className="size-5 text-muted" aria-hidden />}
                    onSelect={actions.onLeaveSuperset}
                  >
                    {t('workouts:exercise.leaveSuperset')}
                  </MenuItem>
                ) : actions.canSupersetWithPrevious ? (
                  <MenuItem
                    icon={<Link2 className="size-5 text-muted" aria-hidden />}
                    onSelect={actions.onSupersetWithPrevious}
                  >
                    {t('workouts:exercise.supersetWithPrevious')}
                  </MenuItem>
                ) : null}
                <DropdownMenu.Separator className="my-1 h-px bg-border" />
                <MenuItem icon={<Trash2 className="size-5" aria-hidden />} onSelect={actions.onRemove} destructive>
                  {t('workouts:exercise.remove')}
                </MenuItem>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        ) : null}
      </header>
      <SetGrid
        sets={exercise.sets}
        previous={readOnly ? [] : (previous.data?.performances[0]?.sets ?? [])}
        unit={unit}
        lang={lang}
        readOnly={readOnly}
        defaults={defaults}
        weightInputId={weightInputIdOf(exercise.id)}
        onLog={log}
        onEdit={(set, label) => setEditing({ set, label })}
      />
      {editing ? (
        <EditSetDialog
          set={editing.set}
          label={editing.label}
          unit={unit}
          onClose={() => setEditing(null)}
          onSave={(changes) =>
            updateSet.mutate(
              { setId: editing.set.id, body: changes },
              { onError: failed(t('workouts:errors.saveFailed')) },
            )
          }
          onDelete={() => deleteSet.mutate(editing.set.id, { onError: failed(t('workouts:errors.saveFailed')) })}
        />
      ) : null}
    </section>
  );
}
