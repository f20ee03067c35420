import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInProviderId, SigninSecretsView } from '@lifeorbit/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useRemoveSigninSecrets } from '../api/remove-signin-secrets';
import { useSaveGoogleSecrets } from '../api/save-google-secrets';
import { useSaveOidcSecrets } from '../api/save-oidc-secrets';
import { useSigninSecrets } from '../api/get-signin-secrets';

/** Whether a provider's button shows now, and where its settings come from. */
function ProviderStatus({ view, active }: { view: SigninSecretsView; active: boolean }) {
  const { t } = useTranslation('signIn');
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      {active ? <Chip tone="accent">{t('admin.active')}</Chip> : <Chip>{t('admin.inactive')}</Chip>}
      {view.source ? <span className="text-muted">{t(`admin.source.${view.source}`)}</span> : null}
    </div>
  );
}

/** The redirect URI to register at the provider, ready to copy. */
export function RedirectUri({ uri }: { uri: string }) {
  const { t } = useTranslation('signIn');
  const id = useId();
  return (
    <Field id={id} label={t('admin.redirectUri')} hint={t('admin.redirectUriHint')}>
      <div className="flex gap-2">
        <Input id={id} readOnly value={uri} className="font-mono text-xs" onFocus={(e) => e.target.select()} />
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(uri)
              .then(() => toast.success(t('admin.copied')))
              .catch(() => undefined)
          }
        >
          {t('admin.copy')}
        </Button>
      </div>
    </Field>
  );
}

function ProviderCard({
  provider,
  title,
  description,
  children,
  onSubmit,
  saving,
  error,
}: {
  provider: SignInProviderId;
  title: string;
  description: string;
  children: ReactNode;
  onSubmit: () => void;
  saving: boolean;
  error: Error | null;
}) {
  const { t } = useTranslation('signIn');
  const secrets = useSigninSecrets();
  const remove = useRemoveSigninSecrets();
  const view = secrets.data?.providers.find((p) => p.provider === provider);
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
      {view ? <ProviderStatus view={view} active={secrets.data!.active.includes(provider)} /> : null}
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {view ? <RedirectUri uri={view.redirectUri} /> : null}
        {children}
        {error && !(error instanceof ApiError && error.details.length) ? (
          <p role="alert" className="text-sm text-destructive">
            {error.message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            {saving ? t('admin.saving') : t('admin.save', { name: title })}
          </Button>
          {view?.hasClientSecret || view?.clientId ? (
            <Button
              type="button"
              variant="ghost"
              disabled={remove.isPending}
              onClick={() => remove.mutate(provider, { onSuccess: () => toast.success(t('admin.removed')) })}
            >
              {t('admin.remove', { name: title })}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

/** The secret's field: write-only; once one is stored, leaving it blank keeps it. */
function SecretField({
  id,
  stored,
  value,
  onChange,
  error,
}: {
  id: string;
  stored: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('signIn');
  return (
    <Field id={id} label={t('admin.clientSecret')} hint={stored ? t('admin.secretStored') : undefined} error={error}>
      <Input
        id={id}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** Google's OAuth client (id and secret). */
export function GoogleSecretsCard() {
  const { t } = useTranslation('signIn');
  const id = useId();
  const secrets = useSigninSecrets();
  const save = useSaveGoogleSecrets();
  const view = secrets.data?.providers.find((p) => p.provider === 'google');
  const [form, setForm] = useState<{ clientId: string | null; clientSecret: string }>({
    clientId: null,
    clientSecret: '',
  });
  const clientId = form.clientId ?? view?.clientId ?? '';
  const fieldError = (field: string) => (save.error ? fieldErrorsOf(save.error, t)[field] : undefined);
  return (
    <ProviderCard
      provider="google"
      title="Google"
      description={t('admin.googleDescription')}
      saving={save.isPending}
      error={save.error}
      onSubmit={() =>
        save.mutate(
          { clientId, ...(form.clientSecret ? { clientSecret: form.clientSecret } : {}) },
          {
            onSuccess: () => {
              setForm({ clientId: null, clientSecret: '' });
              toast.success(t('admin.saved'));
            },
          },
        )
      }
    >
      <Field id={`${id}-client`} label={t('admin.clientId')} error={fieldError('clientId')}>
        <Input
          id={`${id}-client`}
          autoComplete="off"
          spellCheck={false}
          value={clientId}
          onChange={(e) => setForm({ ...form, clientId: e.target.value })}
        />
      </Field>
      <SecretField
        id={`${id}-secret`}
        stored={Boolean(view?.hasClientSecret)}
        value={form.clientSecret}
        onChange={(clientSecret) => setForm({ ...form, clientSecret })}
        error={fieldError('clientSecret')}
      />
    </ProviderCard>
  );
}

/** The club's own OpenID Connect provider: issuer, the button's name, client id and secret. */
export function OidcSecretsCard() {
  const { t } = useTranslation('signIn');
  const id = useId();
  const secrets = useSigninSecrets();
  const save = useSaveOidcSecrets();
  const view = secrets.data?.providers.find((p) => p.provider === 'oidc');
  const [edits, setEdits] = useState<{ issuer?: string; name?: string; clientId?: string; clientSecret: string }>({
    clientSecret: '',
  });
  const form = {
    issuer: edits.issuer ?? view?.issuer ?? '',
    name: edits.name ?? view?.name ?? '',
    clientId: edits.clientId ?? view?.clientId ?? '',
  };
  const fieldError = (field: string) => (save.error ? fieldErrorsOf(save.error, t)[field] : undefined);
  return (
    <ProviderCard
      provider="oidc"
      title={t('admin.oidcTitle')}
      description={t('admin.oidcDescription')}
      saving={save.isPending}
      error={save.error}
      onSubmit={() =>
        save.mutate(
          { ...form, ...(edits.clientSecret ? { clientSecret: edits.clientSecret } : {}) },
          {
            onSuccess: () => {
              setEdits({ clientSecret: '' });
              toast.success(t('admin.saved'));
            },
          },
        )
      }
    >
      <Field id={`${id}-issuer`} label={t('admin.issuer')} hint={t('admin.issuerHint')} error={fieldError('issuer')}>
        <Input
          id={`${id}-issuer`}
          type="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://id.example.org/realms/club"
          value={form.issuer}
          onChange={(e) => setEdits({ ...edits, issuer: e.target.value })}
        />
      </Field>
      <Field
        id={`${id}-name`}
        label={t('admin.buttonName')}
        hint={t('admin.buttonNameHint')}
        error={fieldError('name')}
      >
        <Input
          id={`${id}-name`}
          maxLength={40}
          value={form.name}
          onChange={(e) => setEdits({ ...edits, name: e.target.value })}
        />
      </Field>
      <Field id={`${id}-client`} label={t('admin.clientId')} error={fieldError('clientId')}>
        <Input
          id={`${id}-client`}
          autoComplete="off"
          spellCheck={false}
          value={form.clientId}
          onChange={(e) => setEdits({ ...edits, clientId: e.target.value })}
        />
      </Field>
      <SecretField
        id={`${id}-secret`}
        stored={Boolean(view?.hasClientSecret)}
        value={edits.clientSecret}
        onChange={(clientSecret) => setEdits({ ...edits, clientSecret })}
        error={fieldError('clientSecret')}
      />
    </ProviderCard>
  );
}
