import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachProviderSettingsView } from '@lifeorbit/contracts/coach';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useCoachProvider } from '../api/get-coach-provider';
import { useSaveCoachProvider } from '../api/save-coach-provider';

/** The AI coach's language model: an OpenAI-compatible endpoint, its model and key (write-only), and its limits. */
export function CoachProviderCard() {
  const { t } = useTranslation('admin');
  const provider = useCoachProvider();
  return (
    <Card className="mt-6 max-w-xl">
      <h2 className="mb-1 text-lg font-semibold">{t('coachProvider.title')}</h2>
      {provider.isPending ? <Skeleton className="h-64" /> : null}
      {provider.isError ? (
        <p role="alert" className="text-destructive">
          {provider.error.message}
        </p>
      ) : null}
      {provider.data ? <CoachProviderForm initial={provider.data} /> : null}
    </Card>
  );
}

function CoachProviderForm({ initial }: { initial: CoachProviderSettingsView }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const save = useSaveCoachProvider();
  const [values, setValues] = useState({
    baseUrl: initial.baseUrl ?? '',
    model: initial.model ?? '',
    apiKey: '',
    dailyLimit: String(initial.dailyLimit),
    maxTokens: String(initial.maxTokens),
    timeoutSec: String(initial.timeoutSec),
  });
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const submit = (event: FormEvent, removeKey = false) => {
    event.preventDefault();
    save.mutate(
      {
        baseUrl: values.baseUrl.trim() || null,
        model: values.model.trim() || null,
        ...(removeKey ? { apiKey: null } : values.apiKey ? { apiKey: values.apiKey } : {}),
        dailyLimit: Number(values.dailyLimit),
        maxTokens: Number(values.maxTokens),
        timeoutSec: Number(values.timeoutSec),
      },
      {
        onSuccess: () => {
          setValues((v) => ({ ...v, apiKey: '' }));
          toast.success(t('settings.saved'));
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };
  const numberField = (field: 'dailyLimit' | 'maxTokens' | 'timeoutSec') => (
    <Field id={`${id}-${field}`} label={t(`coachProvider.${field}`)}>
      <Input id={`${id}-${field}`} type="number" inputMode="numeric" value={values[field]} onChange={set(field)} />
    </Field>
  );
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted" role="status">
        {t(`coachProvider.source.${initial.source}`)}
      </p>
      <Field id={`${id}-url`} label={t('coachProvider.baseUrl')} hint={t('coachProvider.baseUrlHint')}>
        <Input
          id={`${id}-url`}
          type="url"
          value={values.baseUrl}
          onChange={set('baseUrl')}
          placeholder="https://api.openai.com/v1"
        />
      </Field>
      <Field id={`${id}-model`} label={t('coachProvider.model')}>
        <Input id={`${id}-model`} value={values.model} onChange={set('model')} />
      </Field>
      <Field
        id={`${id}-key`}
        label={t('coachProvider.apiKey')}
        hint={initial.hasApiKey ? t('coachProvider.apiKeyStored') : t('coachProvider.apiKeyNone')}
      >
        <Input id={`${id}-key`} type="password" autoComplete="off" value={values.apiKey} onChange={set('apiKey')} />
      </Field>
      {numberField('dailyLimit')}
      {numberField('maxTokens')}
      {numberField('timeoutSec')}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('coachProvider.save')}
        </Button>
        {initial.hasApiKey && initial.source === 'settings' ? (
          <Button variant="secondary" disabled={save.isPending} onClick={(e) => submit(e, true)}>
            {t('coachProvider.removeKey')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
