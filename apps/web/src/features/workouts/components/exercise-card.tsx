import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/lib/lazy-component';
import { toast } from '@/lib/toast';
import type { PersonalRecordKind, WarmupStepBody, WorkoutExercise, WorkoutSet } from '@lifeorbit/contracts';
import { restAfterSet, toKg, type WeightUnit } from '@lifeorbit/domain';
import { useMe } from '@/lib/session';
import { startRestTimer } from '../lib/rest-timer';
import { useDeleteSet } from '../api/delete-set';
import { usePreviousPerformance } from '../api/get-exercise-history';
import { useLogSet } from '../api/log-set';
import { useSaveWarmupFeedback } from '../api/save-warmup-feedback';
import { useStoreWarmup } from '../api/store-warmup';
import { useUpdateSet } from '../api/update-set';
import { useConfirmedSets } from '../offline/use-workout-sync';
import { weightInputIdOf, type ExerciseActions } from '../hooks/use-exercise-actions';
import { useTrainingRules } from '../hooks/use-training-rules';
import {
  loadoutFor,
  newestWorkingSet,
  plateModelFor,
  stackWeightFor,
  warmupStepsDone,
  type NextSet,
} from '../lib/training-rules';
import { defaultDistanceUnit, effortText, isRepsMode, measuresOf, weighsBothHands } from '../lib/efforts';
import { formatNumber, toUnit } from '../lib/format';
import { markWarmupShown, wasWarmupShown } from '../lib/warmups-shown';
import { CardFrame } from './exercise-card-frame';
import { ExerciseMenu } from './exercise-menu';
import { FinishedExerciseCard } from './finished-exercise-card';
import { PlateLine } from './plate-line';
import { PrBanner } from './pr-banner';
import { SetGrid, type LogRowFill, type LogSetValues } from './set-grid';
import { SuggestionChip } from './suggestion-chip';
import { WarmupPanel } from './warmup-panel';
import { useAppLanguage } from '@/lib/use-app-language';

// Dialogs load when first opened (ADR 014): the training-rules settings one brings the zod contracts with it.
const TrainingRulesSettingsDialog = lazyComponent(() =>
  import('./training-rules-settings-dialog').then((module) => module.TrainingRulesSettingsDialog),
);
const EditSetDialog = lazyComponent(() => import('./edit-set-dialog').then((module) => module.EditSetDialog));

/**
 * What to put in the log row: this exercise's last working set (warm-ups aside), else the suggested next set when
 * the member did it before, else the targets.
 */
function setDefaultsOf(exercise: WorkoutExercise, unit: WeightUnit, next: NextSet) {
  const lastHere = [...exercise.sets]
    .reverse()
    .find((s) => s.setKind !== 'warmup' && (s.reps !== null || s.weight !== null));
  if (lastHere) {
    return {
      weight: lastHere.weight === null ? null : toUnit(lastHere.weight, lastHere.weightUnit, unit),
      reps: lastHere.reps,
    };
  }
  if (next.suggestion.reasons[0]?.code !== 'no_previous_set') {
    return { weight: toUnit(next.suggestion.weight, 'kg', unit), reps: next.suggestion.reps };
  }
  return {
    weight: exercise.targetWeightKg === null ? null : toUnit(exercise.targetWeightKg, 'kg', unit),
    reps: exercise.targetReps ?? exercise.targetRepsMax ?? exercise.targetRepsMin,
  };
}

type ExerciseCardProps = {
  exercise: WorkoutExercise;
  workoutId: string;
  unit: WeightUnit;
  readOnly: boolean;
  actions?: ExerciseActions;
  isUpNext?: boolean;
  embedded?: boolean;
  onLogged?: (workoutExerciseId: string) => void;
  /** Every set of this exercise in the workout (it may be in the workout twice); defaults to this card's sets. */
  sameExerciseSets?: readonly WorkoutSet[];
  /** Today's readiness energy, which the suggestion follows. */
  energy?: number;
};

/**
 * One exercise of the workout page: a live card to log and coach with, or a finished workout's read-only one.
 * Memoized (ADR 017): the workout page draws again on every change to the workout, a card only when its own part did.
 */
export const ExerciseCard = memo(function ExerciseCard(props: ExerciseCardProps) {
  return props.readOnly ? (
    <FinishedExerciseCard exercise={props.exercise} unit={props.unit} embedded={props.embedded} />
  ) : (
    <LiveExerciseCard {...props} />
  );
});

/** An exercise of the workout in progress: its sets, the log row, the suggestion, the warm-up and the plates. */
function LiveExerciseCard({
  exercise,
  workoutId,
  unit,
  actions,
  isUpNext = false,
  embedded = false,
  onLogged,
  sameExerciseSets,
  energy,
}: ExerciseCardProps) {
  const { t } = useTranslation(['workouts', 'common', 'trainingRules']);
  const lang = useAppLanguage();
  // The fitness profile's default rest, for exercises that set none.
  const defaultRestSec = useMe().data?.profile.defaultRestSec ?? null;
  const logSet = useLogSet(workoutId, lang);
  const updateSet = useUpdateSet(workoutId, lang);
  const deleteSet = useDeleteSet(workoutId, lang);
  const previous = usePreviousPerformance(exercise.exerciseId, workoutId, true);
  const [editing, setEditing] = useState<{ set: WorkoutSet; label: string } | null>(null);
  const rules = useTrainingRules({
    exercise,
    workoutId,
    sameExerciseSets: sameExerciseSets ?? exercise.sets,
    energy,
    enabled: true,
  });
  const measures = measuresOf(exercise);
  // Time and distance exercises (issue 39) log no weight-and-reps suggestion, warm-up or plates of a working weight.
  const isReps = isRepsMode(measures);
  // A carry's weight is each hand's ("2 × 32 kg"); a dumbbell press keeps its "20 kg".
  const isPerHand = !isReps && weighsBothHands(exercise);
  const previousSets = previous.data?.performances[0]?.sets ?? [];
  // A time or distance exercise's grid starts from its last set (or the previous workout's), else from these.
  const defaults = setDefaultsOf(exercise, unit, rules.next);
  const storeWarmup = useStoreWarmup(workoutId, lang);
  const saveFeedback = useSaveWarmupFeedback(workoutId, lang);
  const [fill, setFill] = useState<LogRowFill | null>(null);
  const [record, setRecord] = useState<{ kinds: PersonalRecordKind[]; summary: string } | null>(null);
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const hasWorkingSet = newestWorkingSet(exercise.sets) !== null;
  const [isWarmupOpen, setIsWarmupOpen] = useState(() => !hasWorkingSet && !wasWarmupShown(exercise.id));
  const dismissRecord = useCallback(() => setRecord(null), []);
  // Kept for the card's life: the set rows are memoized on it.
  const editSet = useCallback((set: WorkoutSet, label: string) => setEditing({ set, label }), []);

  useEffect(() => {
    if (isWarmupOpen) markWarmupShown(exercise.id);
  }, [isWarmupOpen, exercise.id]);

  // Spec §7 "Store warm-up": a plan is stored once the exercise is on the server, and made again when the member's
  // strategy changed before the warm-up began.
  const storedFor = useRef<string | null>(null);
  const { isPlanStored, plan, strategy, isContextReady } = rules;
  const stepsDone = warmupStepsDone(exercise.sets);
  useEffect(() => {
    if (!isContextReady || storeWarmup.isPending || !isReps) return;
    const wanted = strategy ?? 'stored';
    const isStale = isPlanStored && strategy !== null && plan.strategy !== strategy && stepsDone === 0;
    if ((isPlanStored && !isStale) || storedFor.current === wanted) return;
    storedFor.current = wanted;
    storeWarmup.mutate({ workoutExerciseId: exercise.id });
  }, [isContextReady, isPlanStored, plan.strategy, strategy, stepsDone, exercise.id, storeWarmup, isReps]);

  const failed = (title: string) => (error: Error) => toast.error(title, { description: error.message });
  const weightText = (value: number, from: WeightUnit) =>
    `${formatNumber(toUnit(value, from, unit), lang)} ${t(`workouts:units.${unit}`)}`;

  // A record is celebrated when the server confirms the set (at once online, on the next sync offline).
  useConfirmedSets(exercise.id, (set) => {
    if (set.personalRecords.length === 0) return;
    setRecord({
      kinds: set.personalRecords,
      summary: isReps
        ? t('trainingRules:records.setSummary', {
            name: exercise.name,
            weight: set.weight === null ? '–' : weightText(set.weight, set.weightUnit),
            reps: set.reps ?? '–',
          })
        : t('trainingRules:records.effortSummary', {
            name: exercise.name,
            effort: effortText(set, measures, unit, lang, t, { isPerHand }),
          }),
    });
  });

  const log = (values: LogSetValues) => {
    logSet.mutate(
      {
        workoutExerciseId: exercise.id,
        body: {
          id: crypto.randomUUID(),
          ...values,
          weightUnit: unit,
          setKind: 'normal',
          isCompleted: true,
          ...(exercise.gripId && { gripIds: [exercise.gripId] }),
        },
      },
      { onError: failed(t('workouts:errors.logFailed')) },
    );
    startRestTimer(restAfterSet({ setKind: 'normal', exerciseRestSec: exercise.restSec, defaultRestSec }));
    onLogged?.(exercise.id);
  };

  const logWarmupStep = (step: WarmupStepBody) => {
    logSet.mutate(
      {
        workoutExerciseId: exercise.id,
        body: {
          id: crypto.randomUUID(),
          weight: toUnit(step.weightKg, 'kg', unit),
          reps: step.reps,
          weightUnit: unit,
          setKind: 'warmup',
          isCompleted: true,
        },
      },
      { onError: failed(t('workouts:errors.logFailed')) },
    );
    startRestTimer(
      restAfterSet({
        setKind: 'warmup',
        warmupStepRestSec: step.rest_sec,
        exerciseRestSec: exercise.restSec,
        defaultRestSec,
      }),
    );
  };

  const { next } = rules;
  const plateModel = plateModelFor(next.model, unit);
  const suggestedLoadout = loadoutFor(next.suggestion.weight, next.bar, next.model, unit);
  const isAsking = stepsDone > 0 && (stepsDone >= plan.steps.length || hasWorkingSet);

  return (
    <CardFrame
      exercise={exercise}
      unit={unit}
      lang={lang}
      embedded={embedded}
      isUpNext={isUpNext}
      menu={
        actions ? (
          <ExerciseMenu name={exercise.name} isInSuperset={Boolean(exercise.supersetGroupId)} actions={actions} />
        ) : null
      }
    >
      {isReps ? (
        <SuggestionChip
          suggestion={next.suggestion}
          unit={unit}
          lang={lang}
          plates={suggestedLoadout}
          barKg={next.bar ? plateModel.barTypes[next.bar] : undefined}
          note={rules.isContextMissing ? t('trainingRules:suggestion.offline') : null}
          onUse={() =>
            setFill({
              weight: toUnit(next.suggestion.weight, 'kg', unit),
              reps: next.suggestion.reps,
              token: Date.now(),
            })
          }
        />
      ) : null}
      {isReps && plan.steps.length > 0 ? (
        <WarmupPanel
          plan={plan}
          stepsDone={stepsDone}
          unit={unit}
          lang={lang}
          bar={next.bar}
          model={next.model}
          isExpanded={isWarmupOpen}
          onToggle={() => setIsWarmupOpen((open) => !open)}
          onLogStep={logWarmupStep}
          answer={exercise.warmupFeedback}
          isAsking={isAsking}
          answerFailed={saveFeedback.isError}
          onAnswer={(feedback) => saveFeedback.mutate({ workoutExerciseId: exercise.id, feedback })}
          onOpenSettings={() => setIsSettingsOpen(true)}
        />
      ) : null}
      <div aria-live="polite">
        {record ? <PrBanner kinds={record.kinds} summary={record.summary} onDismiss={dismissRecord} /> : null}
      </div>
      <SetGrid
        fill={fill}
        belowLogRow={(weight) => {
          if (weight === null) return null;
          const weightKg = toKg(weight, unit);
          const loadout = loadoutFor(weightKg, next.bar, next.model, unit);
          const stackKg = stackWeightFor(weightKg, next.loadType, next.model);
          if (loadout) {
            return (
              <PlateLine
                loadout={loadout}
                barKg={plateModel.barTypes[next.bar!]}
                lang={lang}
                unit={unit}
                className="px-1 pt-1"
              />
            );
          }
          return stackKg === null ? null : (
            <p className="px-1 pt-1 text-xs text-muted tabular-nums">
              {t('trainingRules:plates.stack', { weight: weightText(stackKg, 'kg') })}
            </p>
          );
        }}
        sets={exercise.sets}
        previous={previousSets}
        measures={measures}
        distanceUnit={defaultDistanceUnit(exercise.loadType, unit)}
        isPerHand={isPerHand}
        unit={unit}
        lang={lang}
        readOnly={false}
        defaults={defaults}
        weightInputId={weightInputIdOf(exercise.id)}
        onLog={log}
        onEdit={editSet}
      />
      {editing ? (
        <EditSetDialog
          set={editing.set}
          label={editing.label}
          unit={unit}
          measures={measures}
          distanceUnit={defaultDistanceUnit(exercise.loadType, unit)}
          isPerHand={isPerHand}
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
      {isSettingsOpen ? (
        <TrainingRulesSettingsDialog
          open
          onOpenChange={setIsSettingsOpen}
          onSaved={() => {
            storedFor.current = null;
            storeWarmup.mutate({ workoutExerciseId: exercise.id });
          }}
        />
      ) : null}
    </CardFrame>
  );
}
