import { lazy, Suspense, useId, useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useMe } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useStartTwoFactor } from '../api/start-two-factor';

// The QR code's library is loaded only when a member starts the set-up.
const QrCode = lazy(() => import('./qr-code').then((module) => ({ default: module.QrCode })));

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: 'enable' | 'disable' }
  | { kind: 'scan'; totpURI: string; backupCodes: string[] }
  | { kind: 'codes'; backupCodes: string[] };

/** The key of an otpauth:// address, in groups of four as authenticator apps show it for typing. */
function keyOf(totpURI: string): string {
  const key = new URL(totpURI).searchParams.get('secret') ?? '';
  return key.replace(/(.{4})/g, '$1 ').trim();
}

function errorKey(error: unknown, field: 'password' | 'code'): string {
  if (error instanceof ApiError && error.code === 'rate_limited') return 'errors.tooManyTries';
  if (error instanceof ApiError && error.details.some((d) => d.field === field)) {
    return field === 'password' ? 'errors.wrongPassword' : 'errors.wrongCode';
  }
  return 'errors.failed';
}

/**
 * Settings: two-factor sign-in (issue 29). Turning it on asks the password, shows a QR code and the key for any
 * authenticator app, waits for a first code, then shows the ten backup codes once; turning it off asks the password.
 */
export function TwoFactorCard() {
  const { t } = useTranslation('twoFactor');
  const id = useId();
  const me = useMe();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enabled = me.data?.twoFactorEnabled ?? false;

  const reset = (next: Step) => {
    setStep(next);
    setPassword('');
    setCode('');
    setError(null);
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'password') return;
    if (!password) {
      setError('errors.passwordRequired');
      return;
    }
    if (step.purpose === 'enable') {
      start.mutate(password, {
        onSuccess: ({ totpURI, backupCodes }) => reset({ kind: 'scan', totpURI, backupCodes }),
        onError: (failure) => setError(errorKey(failure, 'password')),
      });
    } else {
      disable.mutate(password, {
        onSuccess: () => {
          reset({ kind: 'idle' });
          toast.success(t('turnedOff'));
        },
        onError: (failure) => setError(errorKey(failure, 'password')),
      });
    }
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'scan') return;
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError('errors.codeFormat');
      return;
    }
    confirm.mutate(digits, {
      onSuccess: () => {
        reset({ kind: 'codes', backupCodes: step.backupCodes });
        toast.success(t('turnedOn'));
      },
      onError: (failure) => setError(errorKey(failure, 'code')),
    });
  };

  const errorText = error ? t(error) : null;
  return (
    <Card aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle id={`${id}-title`}>{t('title')}</CardTitle>
        {enabled ? <Chip tone="accent">{t('on')}</Chip> : <Chip>{t('off')}</Chip>}
      </div>
      <CardDescription>{t('description')}</CardDescription>

      {step.kind === 'idle' ? (
        <div className="mt-4">
          {enabled ? (
            <Button variant="secondary" onClick={() => reset({ kind: 'password', purpose: 'disable' })}>
              {t('turnOff')}
            </Button>
          ) : (
            <Button onClick={() => reset({ kind: 'password', purpose: 'enable' })}>{t('turnOn')}</Button>
          )}
        </div>
      ) : null}

      {step.kind === 'password' ? (
        <form noValidate onSubmit={submitPassword} className="mt-4 flex flex-col gap-4">
          <StepField
            id={`${id}-password`}
            label={t('password')}
            hint={t('passwordHint')}
            error={errorText}
            value={password}
            input={{ type: 'password', autoComplete: 'current-password' }}
            onChange={(value) => {
              setPassword(value);
              setError(null);
            }}
          />
          <StepActions
            submit={step.purpose === 'enable' ? t('continue') : t('turnOff')}
            cancel={t('cancel')}
            busy={start.isPending || disable.isPending}
            onCancel={() => reset({ kind: 'idle' })}
          />
        </form>
      ) : null}

      {step.kind === 'scan' ? (
        <form noValidate onSubmit={submitCode} className="mt-4 flex flex-col gap-4">
          <p className="text-sm">{t('scan')}</p>
          <div className="self-start">
            <Suspense fallback={<Skeleton style={{ width: 192, height: 192 }} />}>
              <QrCode value={step.totpURI} label={t('qrLabel')} />
            </Suspense>
          </div>
          <div>
            <p className="text-sm text-muted">{t('keyIntro')}</p>
            <code data-testid="two-factor-key" className="mt-1 block font-mono text-base tracking-wide">
              {keyOf(step.totpURI)}
            </code>
          </div>
          <StepField
            id={`${id}-code`}
            label={t('code')}
            hint={t('codeHint')}
            error={errorText}
            value={code}
            input={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 }}
            onChange={(value) => {
              setCode(value);
              setError(null);
            }}
          />
          <StepActions
            submit={t('confirm')}
            cancel={t('cancel')}
            busy={confirm.isPending}
            onCancel={() => reset({ kind: 'idle' })}
          />
        </form>
      ) : null}

      {step.kind === 'codes' ? (
        <div className="mt-4 flex flex-col gap-3">
          <p className="text-sm font-medium">{t('backupTitle')}</p>
          <p className="text-sm text-muted">{t('backupIntro', { count: step.backupCodes.length })}</p>
          <ul
            aria-label={t('backupTitle')}
            className="grid grid-cols-2 gap-2 rounded-[8px] border border-border p-3 font-mono text-sm"
          >
            {step.backupCodes.map((backupCode) => (
              <li key={backupCode}>{backupCode}</li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(step.backupCodes.join('\n')).then(
                  () => toast.success(t('copied')),
                  () => toast.error(t('copyFailed')),
                )
              }
            >
              {t('copy')}
            </Button>
            <Button type="button" onClick={() => reset({ kind: 'idle' })}>
              {t('saved')}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}

/** One field of a step (the password, or the first code), its error or hint read with it. */
function StepField({
  id,
  label,
  hint,
  error,
  value,
  input,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | null;
  value: string;
  input: Pick<ComponentProps<typeof Input>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        {...input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

function StepActions({
  submit,
  cancel,
  busy,
  onCancel,
}: {
  submit: string;
  cancel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={busy}>
        {submit}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {cancel}
      </Button>
    </div>
  );
}
