import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OAUTH_REDIRECT_URI_LIMIT, type CreatedOAuthAppResponse } from '@lifeorbit/contracts/oauth';
import { Field } from '@/components/ui/field';
import { FormButtons } from '@/components/ui/form-buttons';
import { CredentialNameField, refusal } from '@/features/account/tokens/components/credential-name-field';
import { useCreateOAuthApp } from '../api/create-app';

/**
 * Registering an app (issue 41, item 3): a name and its redirect URIs, one a line. The answer (with the client secret,
 * shown once) goes to `onCreated`; a field the API refuses is named under it.
 */
export function RegisterAppForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreatedOAuthAppResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('oauthApps');
  const id = useId();
  const create = useCreateOAuthApp();
  const [name, setName] = useState('');
  const [uris, setUris] = useState('');
  const [errors, setErrors] = useState<{ name?: string; redirectUris?: string; form?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const redirectUris = uris
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const found = {
      ...(!trimmed && { name: t('apps.errors.nameRequired') }),
      ...(redirectUris.length === 0 && { redirectUris: t('apps.errors.redirectRequired') }),
      ...(redirectUris.length > OAUTH_REDIRECT_URI_LIMIT && { redirectUris: t('apps.errors.redirectInvalid') }),
    };
    setErrors(found);
    if (found.name || found.redirectUris) return;
    create.mutate(
      { name: trimmed, redirectUris },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const { limit, field } = refusal(error);
          if (limit) setErrors({ form: t('apps.errors.limit') });
          else if (field === 'name') setErrors({ name: t('apps.errors.nameInvalid') });
          else if (field === 'redirectUris') setErrors({ redirectUris: t('apps.errors.redirectInvalid') });
          else setErrors({ form: t('apps.errors.createFailed') });
        },
      },
    );
  };

  return (
    <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate aria-label={t('apps.formTitle')}>
      <CredentialNameField
        id={`${id}-name`}
        label={t('apps.name')}
        hint={t('apps.nameHint')}
        error={errors.name}
        value={name}
        onChange={setName}
      />
      <Field
        id={`${id}-uris`}
        label={t('apps.redirectUris')}
        hint={t('apps.redirectUrisHint')}
        error={errors.redirectUris}
      >
        <textarea
          id={`${id}-uris`}
          value={uris}
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder="https://app.example.com/callback"
          aria-invalid={errors.redirectUris ? true : undefined}
          aria-describedby={errors.redirectUris ? `${id}-uris-error` : `${id}-uris-hint`}
          onChange={(event) => setUris(event.target.value)}
          className="w-full rounded-[8px] border border-border bg-surface px-3 py-2 font-mono text-base md:text-sm"
        />
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <FormButtons
        submitLabel={create.isPending ? t('apps.registering') : t('apps.register')}
        disabled={create.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
