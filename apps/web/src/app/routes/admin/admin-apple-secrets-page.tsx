import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useSaveAppleSecrets } from '@/features/admin/api/save-apple-secrets';
import { useSigninSecrets } from '@/features/admin/api/get-signin-secrets';
import { Chip } from '@/components/ui/chip';
import { formatDateTime } from '@/lib/format-date-time';
import { GoogleSecretsCard, OidcSecretsCard, RedirectUri } from '@/features/admin/components/signin-provider-cards';

export function AdminAppleSecretsPage() {
  const { t, i18n } = useTranslation(['admin', 'signIn']);
  const id = useId();
  const secrets = useSigninSecrets();
  const save = useSaveAppleSecrets();
  const [form, setForm] = useState({ teamId: '', keyId: '', servicesId: '', privateKey: '' });
  const apple = secrets.data?.providers.find((p) => p.provider === 'apple');
  const fieldError = (field: string) => (save.error ? fieldErrorsOf(save.error, t)[field] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form, {
      onSuccess: () => {
        setForm((f) => ({ ...f, privateKey: '' }));
        toast.success(t('secrets.saved'));
      },
    });
  };

  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">{t('secrets.title')}</h1>
      <p className="mb-6 max-w-2xl text-sm text-muted">{t('signIn:admin.pageDescription')}</p>
      <div className="grid gap-4 xl:grid-cols-2">
        <Card>
          <CardTitle>{t('secrets.current')}</CardTitle>
          {apple ? (
            <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-muted">{t('secrets.teamId')}</dt>
              <dd className="font-mono">{apple.teamId ?? '—'}</dd>
              <dt className="text-muted">{t('secrets.keyId')}</dt>
              <dd className="font-mono">{apple.keyId ?? '—'}</dd>
              <dt className="text-muted">{t('secrets.servicesId')}</dt>
              <dd className="font-mono">{apple.clientId ?? '—'}</dd>
              <dt className="text-muted">{t('secrets.privateKey')}</dt>
              <dd>
                {apple.hasPrivateKey ? (
                  <Chip tone="accent">{t('secrets.stored')}</Chip>
                ) : (
                  <Chip>{t('secrets.missing')}</Chip>
                )}
              </dd>
              <dt className="text-muted">{t('secrets.expires')}</dt>
              <dd className="tabular-nums">
                {apple.clientSecretExpiresAt ? formatDateTime(apple.clientSecretExpiresAt, i18n.language) : '—'}
              </dd>
            </dl>
          ) : (
            <p className="mt-3 text-sm text-muted">{t('loading')}</p>
          )}
          {apple ? (
            <div className="mt-4">
              <RedirectUri uri={apple.redirectUri} />
            </div>
          ) : null}
        </Card>
        <Card>
          <CardTitle>{t('secrets.update')}</CardTitle>
          <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
            {(['teamId', 'keyId', 'servicesId'] as const).map((name) => (
              <Field key={name} id={`${id}-${name}`} label={t(`secrets.${name}`)} error={fieldError(name)}>
                <Input
                  id={`${id}-${name}`}
                  autoComplete="off"
                  spellCheck={false}
                  value={form[name]}
                  onChange={(e) => setForm({ ...form, [name]: e.target.value })}
                />
              </Field>
            ))}
            <Field
              id={`${id}-key`}
              label={t('secrets.privateKey')}
              hint={t('secrets.privateKeyHint')}
              error={fieldError('privateKey')}
            >
              <textarea
                id={`${id}-key`}
                rows={6}
                spellCheck={false}
                autoComplete="off"
                className="w-full rounded-[8px] border border-border bg-surface p-3 font-mono text-xs"
                value={form.privateKey}
                onChange={(e) => setForm({ ...form, privateKey: e.target.value })}
              />
            </Field>
            {save.error && !(save.error instanceof ApiError && save.error.details.length) ? (
              <p role="alert" className="text-sm text-destructive">
                {save.error.message}
              </p>
            ) : null}
            <Button type="submit" className="self-start" disabled={save.isPending}>
              {save.isPending ? t('saving') : t('save')}
            </Button>
          </form>
        </Card>
        <GoogleSecretsCard />
        <OidcSecretsCard />
      </div>
    </>
  );
}
