import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX_LENGTH,
  type CreatedWebhook,
  type WebhookEventType,
} from '@lifeorbit/contracts/webhooks';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { FormButtons } from '@/components/ui/form-buttons';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useCreateWebhook } from '../api/create-webhook';
import { eventKey } from '../lib/event-key';

/**
 * Adding a webhook (issue 41): the URL, a description and the events it receives. The new webhook, with its secret,
 * goes to `onCreated`, which shows the secret once; a field the API refuses is named under it.
 */
export function WebhookForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreatedWebhook) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const id = useId();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['workout.finished']);
  const [errors, setErrors] = useState<{ url?: string; events?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(!/^https?:\/\/\S+$/.test(url.trim()) && { url: t('errors.urlInvalid') }),
      ...(events.length === 0 && { events: t('errors.eventsRequired') }),
    };
    setErrors(found);
    if (found.url || found.events) return;
    create.mutate(
      { url: url.trim(), events, ...(description.trim() && { description: description.trim() }) },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const detail = error instanceof ApiError ? error.details[0] : undefined;
          if (detail?.code === 'too_many') setErrors({ form: t('errors.limit') });
          else if (detail?.field === 'url' && detail.code === 'not_allowed') setErrors({ url: t('errors.urlRefused') });
          else if (detail?.field === 'url') setErrors({ url: t('errors.urlInvalid') });
          else setErrors({ form: t('errors.createFailed') });
        },
      },
    );
  };

  return (
    <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate aria-label={t('addTitle')}>
      <Field id={`${id}-url`} label={t('url')} hint={t('urlHint')} error={errors.url}>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          placeholder="https://example.com/hooks/lifeorbit"
          autoComplete="off"
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? `${id}-url-error` : `${id}-url-hint`}
          onChange={(event) => setUrl(event.target.value)}
        />
      </Field>
      <Field id={`${id}-description`} label={t('descriptionLabel')}>
        <Input
          id={`${id}-description`}
          value={description}
          maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      <fieldset aria-describedby={errors.events ? `${id}-events-error` : undefined}>
        <legend className="text-sm font-medium">{t('events')}</legend>
        <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((type) => (
            <CheckboxField
              key={type}
              checked={events.includes(type)}
              onCheckedChange={(checked) =>
                setEvents((current) => (checked ? [...current, type] : current.filter((chosen) => chosen !== type)))
              }
            >
              {t(`eventNames.${eventKey(type)}`)}
            </CheckboxField>
          ))}
        </div>
        {errors.events ? (
          <p id={`${id}-events-error`} role="alert" className="mt-1 text-sm text-destructive">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <FormButtons submitLabel={t('addSubmit')} disabled={create.isPending} onCancel={onCancel} />
    </form>
  );
}
