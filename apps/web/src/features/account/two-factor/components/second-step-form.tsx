import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { focusOnMount } from '@/lib/focus-on-mount';
import { useVerifySecondStep, type SecondStepMethod } from '../api/verify-second-step';

function problemOf(error: unknown, method: SecondStepMethod): string {
  if (error instanceof ApiError) {
    if (error.code === 'rate_limited') return 'errors.tooManyTries';
    if (error.code === 'unauthenticated') return 'errors.expired';
    if (error.details.some((d) => d.field === 'code')) {
      return method === 'totp' ? 'errors.wrongCode' : 'errors.wrongBackupCode';
    }
  }
  return 'errors.failed';
}

/**
 * The second step of a sign-in with two-factor on (issue 29): a code from the authenticator app, or a backup code.
 * The password step left a short-lived cookie that names the sign-in; this answers it, and the session begins.
 */
export function SecondStepForm({ onSignedIn, onStartOver }: { onSignedIn: () => void; onStartOver: () => void }) {
  const { t } = useTranslation('twoFactor');
  const id = useId();
  const verify = useVerifySecondStep();
  const [method, setMethod] = useState<SecondStepMethod>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = method === 'totp' ? code.replace(/\s/g, '') : code.trim();
    if (method === 'totp' && !/^\d{6}$/.test(value)) return setError('errors.codeFormat');
    if (method === 'backup' && !value) return setError('errors.backupRequired');
    setError(null);
    verify.mutate(
      { method, code: value },
      { onSuccess: onSignedIn, onError: (failure) => setError(problemOf(failure, method)) },
    );
  };

  const switchMethod = () => {
    setMethod(method === 'totp' ? 'backup' : 'totp');
    setCode('');
    setError(null);
  };

  const errorText = error ? t(error) : null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('secondStep.title')}
      </h2>
      <p className="text-sm text-muted">{method === 'totp' ? t('secondStep.intro') : t('secondStep.backupIntro')}</p>
      <Field
        id={`${id}-code`}
        label={method === 'totp' ? t('secondStep.code') : t('secondStep.backupCode')}
        error={errorText}
      >
        <Input
          id={`${id}-code`}
          key={method}
          ref={focusOnMount}
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={method === 'totp' ? 7 : 20}
          value={code}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `${id}-code-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <Button type="submit" size="lg" disabled={verify.isPending} className="w-full">
        {verify.isPending ? t('secondStep.verifying') : t('secondStep.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" onClick={switchMethod}>
          {method === 'totp' ? t('secondStep.useBackup') : t('secondStep.useApp')}
        </Button>
        <Button type="button" variant="link" onClick={onStartOver}>
          {t('secondStep.startOver')}
        </Button>
      </div>
    </form>
  );
}
