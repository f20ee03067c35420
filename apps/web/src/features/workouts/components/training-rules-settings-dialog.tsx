import { WARMUP_STRATEGY_CHOICES, type WarmupStrategyChoice } from '@lifeorbit/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useTrainingRulesSettings } from '../api/get-training-rules-settings';
import { useUpdateTrainingRulesSettings } from '../api/update-training-rules-settings';
import { resetShownWarmups } from '../lib/warmups-shown';

type Choice = WarmupStrategyChoice | 'default';

/** The member's warm-up strategy and plate profile, and the reset of the warm-ups already shown this session. */
export function TrainingRulesSettingsDialog({
  open,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation(['trainingRules', 'common']);
  const settings = useTrainingRulesSettings(open);
  const update = useUpdateTrainingRulesSettings();
  const groupId = useId();
  const profileId = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [profile, setProfile] = useState<string | null>(null);
  const data = settings.data;
  const chosen: Choice = choice ?? data?.warmupStrategy ?? 'default';
  const chosenProfile = profile ?? data?.plateProfileId ?? data?.plateProfile.id ?? '';
  const appDefault = data?.warmupStrategy === null ? data.effectiveWarmupStrategy : null;

  const save = () =>
    update.mutate(
      {
        warmupStrategy: chosen === 'default' ? null : chosen,
        // Untouched, a member on the app's default stays on it (and follows it if staff change it).
        ...(profile !== null && { plateProfileId: profile || null }),
      },
      {
        onSuccess: () => {
          toast.success(t('trainingRules:settings.saved'));
          onOpenChange(false);
          onSaved?.();
        },
        onError: (error) => toast.error(t('trainingRules:settings.saveFailed'), { description: error.message }),
      },
    );

  const options: Choice[] = ['default', ...WARMUP_STRATEGY_CHOICES];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('trainingRules:settings.title')}
      closeLabel={t('common:close')}
      footer={
        <Button onClick={save} disabled={!data || update.isPending}>
          {update.isPending ? t('trainingRules:settings.saving') : t('trainingRules:settings.save')}
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-1.5">
          <legend id={groupId} className="pb-1.5 text-sm font-medium text-text">
            {t('trainingRules:settings.strategy')}
          </legend>
          <div role="radiogroup" aria-labelledby={groupId} className="flex flex-col gap-1.5">
            {options.map((option) => {
              const checked = chosen === option;
              return (
                <button
                  key={option}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  onClick={() => setChoice(option)}
                  className={cn(
                    'flex min-h-11 flex-col items-start justify-center rounded-[8px] border px-3 py-2 text-left',
                    checked ? 'border-accent bg-accent/10' : 'border-border bg-bg hover:bg-raised',
                  )}
                >
                  <span className="text-sm font-medium text-text">
                    {option === 'default'
                      ? t('trainingRules:settings.strategyDefault', {
                          name: t(`trainingRules:warmup.strategy.${appDefault ?? 'ramped'}`),
                        })
                      : t(`trainingRules:warmup.strategy.${option}`)}
                  </span>
                  {option === 'default' ? null : (
                    <span className="text-xs text-muted">{t(`trainingRules:settings.strategyHint.${option}`)}</span>
                  )}
                </button>
              );
            })}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={profileId} className="text-sm font-medium text-text">
            {t('trainingRules:settings.plates')}
          </label>
          <select
            id={profileId}
            value={chosenProfile}
            onChange={(event) => setProfile(event.target.value)}
            className="min-h-11 rounded-[8px] border border-border bg-bg px-3 text-sm text-text"
          >
            {(data?.plateProfiles ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          <p className="text-xs text-muted">{t('trainingRules:settings.platesHint')}</p>
        </div>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              resetShownWarmups();
              toast.success(t('trainingRules:settings.resetDone'));
            }}
          >
            {t('trainingRules:settings.resetShown')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
