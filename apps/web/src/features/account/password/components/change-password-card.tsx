import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lifeorbit/contracts/limits';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';

type Errors = { current?: string; next?: string; repeat?: string; form?: string };

/** The i18n keys of what is wrong with the three fields before anything is sent, or null. */
function passwordChangeProblems(current: string, next: string, repeat: string): Errors | null {
  const errors: Errors = {};
  if (!current) errors.current = 'password.errors.currentRequired';
  if (next.length < PASSWORD_MIN_LENGTH || next.length > PASSWORD_MAX_LENGTH) errors.next = 'password.errors.length';
  else if (next !== repeat) errors.repeat = 'password.errors.different';
  return Object.keys(errors).length ? errors : null;
}

function apiProblem(error: unknown): Errors {
  if (error instanceof ApiError && error.code === 'validation_failed') {
    if (error.details.some((d) => d.field === 'currentPassword')) return { current: 'password.errors.currentWrong' };
    if (error.details.some((d) => d.field === 'newPassword')) return { next: 'password.errors.length' };
  }
  if (error instanceof ApiError && error.code === 'rate_limited') return { form: 'password.errors.tooManyTries' };
  return { form: 'password.errors.failed' };
}

/** Settings: a new password, after the current one; every other device is signed out (issue 25). */
export function ChangePasswordCard() {
  const { t } = useTranslation('settings');
  const id = useId();
  const changePassword = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = passwordChangeProblems(current, next, repeat);
    setErrors(problems ?? {});
    setDone(false);
    if (problems) return;
    changePassword.mutate(
      { currentPassword: current, newPassword: next, revokeOtherSessions: true },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setRepeat('');
          setDone(true);
          toast.success(t('password.changed'));
        },
        onError: (error) => setErrors(apiProblem(error)),
      },
    );
  };

  const field = (key: 'current' | 'next' | 'repeat', value: string, set: (v: string) => void, autoComplete: string) => (
    <Field
      id={`${id}-${key}`}
      label={t(`password.${key}`)}
      error={errors[key] ? t(errors[key]) : null}
      hint={key === 'next' ? t('password.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : undefined}
    >
      <Input
        id={`${id}-${key}`}
        type="password"
        autoComplete={autoComplete}
        value={value}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : key === 'next' ? `${id}-${key}-hint` : undefined}
        onChange={(event) => {
          set(event.target.value);
          setErrors({});
        }}
      />
    </Field>
  );

  return (
    <Card>
      <CardTitle>{t('password.section')}</CardTitle>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {field('current', current, setCurrent, 'current-password')}
        {field('next', next, setNext, 'new-password')}
        {field('repeat', repeat, setRepeat, 'new-password')}
        {errors.form ? (
          <p role="alert" className="text-sm text-destructive">
            {t(errors.form)}
          </p>
        ) : null}
        {done ? (
          <p role="status" className="text-sm text-muted">
            {t('password.changed')}
          </p>
        ) : null}
        <Button type="submit" className="self-start" disabled={changePassword.isPending}>
          {changePassword.isPending ? t('password.changing') : t('password.change')}
        </Button>
      </form>
    </Card>
  );
}
