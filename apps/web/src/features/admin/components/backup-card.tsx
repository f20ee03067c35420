import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useMe } from '@/lib/session';
import { backupDownloadUrl, useBackupTicket } from '../api/backup-ticket';

type Errors = { password?: string; code?: string; form?: string };

/** Which message a refused ticket shows, and beside which field. */
function errorsOf(error: unknown): Errors {
  if (error instanceof ApiError && error.code === 'rate_limited') return { form: 'backup.errors.tooManyTries' };
  const fields = error instanceof ApiError ? error.details.map((d) => d.field) : [];
  if (fields.includes('password')) return { password: 'backup.errors.wrongPassword' };
  if (fields.includes('code')) return { code: 'backup.errors.wrongCode' };
  return { form: 'backup.errors.failed' };
}

/** Starts the browser's own download of the file, which streams it to disk. */
function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The whole database as one file (issue 28). It holds every password hash and the secrets' keys, so the password
 * (and the two-factor code, when it is on) is asked again first (issue 36); the answer is a one-time ticket for a
 * plain download link. Audited.
 */
export function BackupCard() {
  const { t } = useTranslation(['admin', 'common']);
  const id = useId();
  const me = useMe();
  const ticket = useBackupTicket();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const needsCode = me.data?.twoFactorEnabled ?? false;

  const openDialog = (next: boolean) => {
    setOpen(next);
    setPassword('');
    setCode('');
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setErrors({ password: 'backup.errors.passwordRequired' });
    if (needsCode && !/^\d{6}$/.test(code)) return setErrors({ code: 'backup.errors.codeRequired' });
    ticket.mutate(needsCode ? { password, code } : { password }, {
      onSuccess: ({ ticket: granted }) => {
        startDownload(backupDownloadUrl(granted));
        openDialog(false);
      },
      onError: (error) => setErrors(errorsOf(error)),
    });
  };

  const message = (key: string | undefined) => (key ? t(`admin:${key}`) : null);
  return (
    <Card className="mt-6 max-w-xl">
      <CardTitle>{t('admin:backup.title')}</CardTitle>
      <CardDescription>{t('admin:backup.description')}</CardDescription>
      <Button variant="secondary" className="mt-4" onClick={() => openDialog(true)}>
        {t('admin:backup.download')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={openDialog}
        title={t('admin:backup.confirmTitle')}
        description={t(needsCode ? 'admin:backup.confirmWithCode' : 'admin:backup.confirm')}
        closeLabel={t('common:close')}
      >
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <Field id={`${id}-password`} label={t('admin:backup.password')} error={message(errors.password)}>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? `${id}-password-error` : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                setErrors({});
              }}
            />
          </Field>
          {needsCode ? (
            <Field id={`${id}-code`} label={t('admin:backup.code')} error={message(errors.code)}>
              <Input
                id={`${id}-code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                aria-invalid={errors.code ? true : undefined}
                aria-describedby={errors.code ? `${id}-code-error` : undefined}
                onChange={(event) => {
                  setCode(event.target.value.replace(/\D/g, ''));
                  setErrors({});
                }}
              />
            </Field>
          ) : null}
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive">
              {message(errors.form)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => openDialog(false)}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" disabled={ticket.isPending}>
              {ticket.isPending ? t('admin:backup.preparing') : t('admin:backup.confirmButton')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
