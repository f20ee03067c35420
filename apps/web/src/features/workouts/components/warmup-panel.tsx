import type { WarmupAnswer, WarmupPlan, WarmupStepBody } from '@lifeorbit/contracts';
import type { BarType, WeightModel, WeightUnit } from '@lifeorbit/domain';
import { Check, ChevronDown, Flame, Settings2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { loadoutFor, plateModelFor } from '../lib/training-rules';
import { formatNumber, toUnit } from '../lib/format';
import { PlateLine } from './plate-line';

const ANSWERS: WarmupAnswer[] = ['not_enough', 'just_right', 'too_much'];

/**
 * The warm-up of an exercise (DESIGN.md: collapsible, above the working sets): each step with weight, reps, rest and
 * plates, logged with one tap as a warm-up set; then the member says Not enough / Just right / Too much.
 */
export function WarmupPanel({
  plan,
  stepsDone,
  unit,
  lang,
  bar,
  model,
  isExpanded,
  onToggle,
  readOnly = false,
  onLogStep,
  answer,
  isAsking,
  onAnswer,
  answerFailed = false,
  onOpenSettings,
}: {
  plan: WarmupPlan;
  stepsDone: number;
  unit: WeightUnit;
  lang: string;
  bar: BarType | null;
  model: WeightModel;
  isExpanded: boolean;
  onToggle: () => void;
  readOnly?: boolean;
  onLogStep?: (step: WarmupStepBody, index: number) => void;
  /** The member's answer on this exercise (null: not answered). */
  answer: WarmupAnswer | null;
  /** Show the question (after the warm-up, before an answer). */
  isAsking: boolean;
  onAnswer?: (answer: WarmupAnswer) => void;
  answerFailed?: boolean;
  onOpenSettings?: () => void;
}) {
  const { t } = useTranslation(['trainingRules', 'workouts']);
  const panelId = useId();
  const questionId = useId();
  const weight = (kg: number) => `${formatNumber(toUnit(kg, 'kg', unit), lang)} ${t(`workouts:units.${unit}`)}`;
  const isDone = stepsDone >= plan.steps.length;
  const nextIndex = isDone ? -1 : stepsDone;

  return (
    <section aria-label={t('trainingRules:warmup.title')} className="mt-2 rounded-[8px] border border-border bg-bg/40">
      <div className="flex items-center gap-1 pr-1">
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-[8px] px-3 text-left text-sm"
        >
          <Flame className="size-4 shrink-0 text-warning" strokeWidth={1.75} aria-hidden />
          <span className="font-medium text-text">{t('trainingRules:warmup.title')}</span>
          <span className="min-w-0 flex-1 truncate text-xs text-muted tabular-nums">
            {isDone
              ? t('trainingRules:warmup.allDone')
              : isExpanded
                ? null
                : plan.steps
                    .map((step) => `${step.id} ${formatNumber(toUnit(step.weightKg, 'kg', unit), lang)}×${step.reps}`)
                    .join('  ')}
          </span>
          <span className="sr-only">
            {isExpanded ? t('trainingRules:warmup.hide') : t('trainingRules:warmup.show')}
          </span>
          <ChevronDown
            className={cn('size-4 shrink-0 text-muted transition-transform duration-200', isExpanded && 'rotate-180')}
            aria-hidden
          />
        </button>
        {onOpenSettings && !readOnly ? (
          <button
            type="button"
            onClick={onOpenSettings}
            aria-label={t('trainingRules:warmup.settings')}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-[8px] text-muted hover:bg-raised"
          >
            <Settings2 className="size-4" strokeWidth={1.75} aria-hidden />
          </button>
        ) : null}
      </div>
      {/* The steps are drawn only when open (a closed panel is its header, issue 15); the empty element keeps
          aria-controls pointing at something. */}
      {isExpanded ? (
        <div id={panelId} className="px-2 pb-2">
          <p className="px-1 pb-1 text-xs text-muted">
            {t('trainingRules:warmup.summary', { count: plan.steps.length, minutes: plan.estimatedMinutes })} ·{' '}
            {t(`trainingRules:warmup.strategy.${plan.strategy}`)}
            {plan.feedback ? <span className="block">{t(`trainingRules:warmup.shifted.${plan.feedback}`)}</span> : null}
          </p>
          <ol className="flex flex-col gap-1">
            {plan.steps.map((step, index) => {
              const done = index < stepsDone;
              const loadout = loadoutFor(step.weightKg, bar, model, unit);
              return (
                <li
                  key={step.id}
                  className={cn(
                    'flex items-center gap-2 rounded-[8px] px-2 py-1',
                    done ? 'bg-accent/10' : index === nextIndex ? 'bg-raised' : '',
                  )}
                >
                  <span className="w-7 shrink-0 text-center text-sm font-semibold text-warning tabular-nums">
                    {step.id}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm text-text tabular-nums">
                      {t('trainingRules:warmup.stepValue', { weight: weight(step.weightKg), reps: step.reps })}{' '}
                      <span className="text-xs whitespace-nowrap text-muted">
                        · {formatNumber(step.percent, lang)}% ·{' '}
                        {t('trainingRules:warmup.rest', { seconds: step.rest_sec })}
                      </span>
                    </p>
                    {loadout ? (
                      <PlateLine
                        loadout={loadout}
                        barKg={plateModelFor(model, unit).barTypes[bar!]}
                        lang={lang}
                        unit={unit}
                      />
                    ) : null}
                  </div>
                  {readOnly ? null : done ? (
                    <span
                      className="inline-flex size-11 items-center justify-center text-accent"
                      aria-label={t('trainingRules:warmup.done', { id: step.id })}
                      role="img"
                    >
                      <Check className="size-5" strokeWidth={2.25} aria-hidden />
                    </span>
                  ) : (
                    <button
                      type="button"
                      disabled={index !== nextIndex || !onLogStep}
                      onClick={() => onLogStep?.(step, index)}
                      aria-label={t('trainingRules:warmup.log', { id: step.id })}
                      className="inline-flex size-11 shrink-0 items-center justify-center rounded-[8px] border border-warning/60 text-warning transition-colors duration-150 hover:bg-warning/15 disabled:opacity-40"
                    >
                      <Check className="size-5" strokeWidth={2.25} aria-hidden />
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      ) : (
        <div id={panelId} hidden />
      )}
      {!readOnly && (isAsking || answer) ? (
        <div className="border-t border-border px-3 py-2" aria-live="polite">
          {answer ? (
            <p className="text-xs text-muted">{t(`trainingRules:warmup.thanks.${answer}`)}</p>
          ) : (
            <>
              <p id={questionId} className="pb-1.5 text-sm font-medium text-text">
                {t('trainingRules:warmup.question')}
              </p>
              <div role="group" aria-labelledby={questionId} className="grid grid-cols-3 gap-1.5">
                {ANSWERS.map((value) => (
                  <button
                    key={value}
                    type="button"
                    onClick={() => onAnswer?.(value)}
                    className="min-h-11 rounded-full border border-border bg-surface px-2 text-xs font-medium text-text hover:bg-raised sm:text-sm"
                  >
                    {t(`trainingRules:warmup.answers.${value}`)}
                  </button>
                ))}
              </div>
            </>
          )}
          {answerFailed ? (
            <p role="alert" className="pt-1 text-xs text-destructive">
              {t('trainingRules:warmup.saveFailed')}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
