import { DEFAULT_WEIGHT_MODEL, restAfterSet, toKg } from '@lifeorbit/domain';
import type { PersonalRecordKind, WarmupAnswer, WarmupStepBody, WorkoutSet } from '@lifeorbit/contracts';
import { useCallback, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { startRestTimer } from '../lib/rest-timer';
import {
  loadoutFor,
  localWarmupPlan,
  newestWorkingSet,
  nextSetFor,
  stackWeightFor,
  warmupStepsDone,
} from '../lib/training-rules';
import { demoContext, demoRecords, demoSet, type DemoExercise } from '../lib/demo-session';
import { formatNumber } from '../lib/format';
import { PlateLine } from './plate-line';
import { PrBanner } from './pr-banner';
import { SetGrid, type LogRowFill, type LogSetValues } from './set-grid';
import { SuggestionChip } from './suggestion-chip';
import { WarmupPanel } from './warmup-panel';
import { useAppLanguage } from '@/lib/use-app-language';

export interface DemoExerciseCardHandle {
  /** Logs a set as if the member had typed it (the PR demo's buttons). */
  log: (values: LogSetValues) => void;
}

/**
 * An exercise card of the public demos: the real suggestion chip, warm-up panel, set grid, plate line and record
 * banner, on sample data kept in memory (packages/domain does the maths the API would do). Nothing is stored.
 */
export function DemoExerciseCard({
  exercise,
  onLogged,
  handle,
}: {
  exercise: DemoExercise;
  onLogged?: (set: WorkoutSet) => void;
  handle?: Ref<DemoExerciseCardHandle>;
}) {
  const { t } = useTranslation(['trainingRules', 'workouts']);
  const lang = useAppLanguage();
  const model = DEFAULT_WEIGHT_MODEL;
  const name = t(`trainingRules:demo.exercises.${exercise.key}`);
  const [sets, setSets] = useState<WorkoutSet[]>([]);
  const [answer, setAnswer] = useState<WarmupAnswer | null>(null);
  const [fill, setFill] = useState<LogRowFill | null>(null);
  const [isWarmupOpen, setIsWarmupOpen] = useState(true);
  const [record, setRecord] = useState<{ kinds: PersonalRecordKind[]; summary: string } | null>(null);
  const dismissRecord = useCallback(() => setRecord(null), []);
  const context = useMemo(() => demoContext(exercise, model), [exercise, model]);
  const next = nextSetFor({ exercise, sets, context, model });
  const plan = localWarmupPlan({ topWeightKg: next.suggestion.weight, strategy: 'ramped', answer, model });
  const stepsDone = warmupStepsDone(sets);
  const hasWorkingSet = newestWorkingSet(sets) !== null;
  // The Previous column: the sets of the last sample workout.
  const lastDay = exercise.history.at(-1)?.completedAt?.slice(0, 10);
  const previous = exercise.history
    .filter((set) => set.completedAt?.slice(0, 10) === lastDay)
    .map((set) => ({ ...set, completedAt: set.completedAt ?? '' }));
  const kg = (value: number) => `${formatNumber(value, lang)} ${t('workouts:units.kg')}`;

  const add = (values: LogSetValues & { setKind?: WorkoutSet['setKind'] }, restSec?: number) => {
    const set = demoSet(
      crypto.randomUUID(),
      { weight: values.weight ?? 0, reps: values.reps ?? 0, rpe: values.rpe, setKind: values.setKind },
      Date.now(),
      sets.length + 1,
    );
    const kinds = demoRecords(set, [...exercise.history, ...sets]);
    const stored = { ...set, personalRecords: kinds };
    setSets((current) => [...current, stored]);
    if (kinds.length > 0) {
      setRecord({
        kinds,
        summary: t('trainingRules:records.setSummary', { name, weight: kg(stored.weight!), reps: stored.reps }),
      });
    }
    startRestTimer(restSec ?? restAfterSet({ setKind: stored.setKind, exerciseRestSec: exercise.restSec }));
    onLogged?.(stored);
  };

  useImperativeHandle(handle, () => ({ log: (values) => add(values) }));

  const logStep = (step: WarmupStepBody) => {
    add(
      { weight: step.weightKg, reps: step.reps, rpe: null, setKind: 'warmup' },
      restAfterSet({ setKind: 'warmup', warmupStepRestSec: step.rest_sec }),
    );
  };

  return (
    <section aria-label={name} className="rounded-[12px] border border-border bg-surface p-3 md:p-4">
      <h2 className="py-1 text-base font-semibold text-text">{name}</h2>
      <SuggestionChip
        suggestion={next.suggestion}
        unit="kg"
        lang={lang}
        plates={loadoutFor(next.suggestion.weight, next.bar, next.model)}
        barKg={next.bar ? next.model.barTypes[next.bar] : undefined}
        onUse={() => setFill({ weight: next.suggestion.weight, reps: next.suggestion.reps, token: Date.now() })}
      />
      <WarmupPanel
        plan={plan}
        stepsDone={stepsDone}
        unit="kg"
        lang={lang}
        bar={next.bar}
        model={next.model}
        isExpanded={isWarmupOpen}
        onToggle={() => setIsWarmupOpen((open) => !open)}
        onLogStep={logStep}
        answer={answer}
        isAsking={stepsDone > 0 && (stepsDone >= plan.steps.length || hasWorkingSet)}
        onAnswer={setAnswer}
      />
      <div aria-live="polite">
        {record ? <PrBanner kinds={record.kinds} summary={record.summary} onDismiss={dismissRecord} /> : null}
      </div>
      <SetGrid
        sets={sets}
        previous={previous}
        unit="kg"
        lang={lang}
        readOnly={false}
        defaults={{ weight: null, reps: exercise.targetReps ?? exercise.targetRepsMax }}
        weightInputId={`weight-${exercise.id}`}
        fill={fill}
        onLog={add}
        onEdit={() => undefined}
        belowLogRow={(weight) => {
          if (weight === null) return null;
          const loadout = loadoutFor(toKg(weight, 'kg'), next.bar, next.model);
          const stackKg = stackWeightFor(weight, next.loadType, next.model);
          if (loadout)
            return (
              <PlateLine loadout={loadout} barKg={next.model.barTypes[next.bar!]} lang={lang} className="px-1 pt-1" />
            );
          return stackKg === null ? null : (
            <p className="px-1 pt-1 text-xs text-muted tabular-nums">
              {t('trainingRules:plates.stack', { weight: kg(stackKg) })}
            </p>
          );
        }}
      />
    </section>
  );
}
