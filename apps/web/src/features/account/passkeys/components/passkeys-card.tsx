import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/ui/form-buttons';
import type { PasskeySummary } from '@lifeorbit/contracts/passkeys';
import { PASSKEY_NAME_MAX_LENGTH } from '@lifeorbit/contracts/passkeys';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { dateTimeFormat } from '@/lib/intl';
import { toast } from '@/lib/toast';
import { useWaysIn } from '@/features/account/providers/api/get-ways-in';
import { useAddPasskey } from '../api/add-passkey';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRenamePasskey } from '../api/rename-passkey';
import { failureOf, passkeysSupported } from '../lib/passkey-errors';
import { deviceOf } from '../lib/passkey-registration';

const formatDate = (iso: string, language: string) =>
  dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** The name form of "Add a passkey" and of renaming one: a name, then the action or cancel. */
function NameForm({
  id,
  label,
  initial,
  submitLabel,
  isPending,
  error,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  initial: string;
  submitLabel: string;
  isPending: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('passkeys');
  const [name, setName] = useState(initial);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setMissing(!trimmed);
    if (trimmed) onSubmit(trimmed);
  };
  const shown = missing ? t('errors.nameRequired') : error;
  return (
    <form className="mt-3 flex flex-col gap-3" onSubmit={submit} noValidate>
      <Field id={id} label={label} error={shown}>
        <Input
          id={id}
          value={name}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <FormButtons submitLabel={submitLabel} disabled={isPending} onCancel={onCancel} />
    </form>
  );
}

/**
 * Settings: the member's passkeys (issue 29, item 4), beside the other ways in. Adding one asks a name (this browser
 * and system by default) and then the browser's own passkey prompt; each can be renamed, and removed after a
 * confirmation unless it is the last way in (the API refuses that too).
 */
export function PasskeysCard() {
  const { t, i18n } = useTranslation('passkeys');
  const id = useId();
  const ways = useWaysIn();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const supported = passkeysSupported();
  const defaultName = () => {
    const { browser, system } = deviceOf(navigator.userAgent);
    return browser && system ? t('defaultName', { browser, system }) : (browser ?? system ?? t('unnamed'));
  };

  if (ways.isPending || ways.isError) {
    return (
      <Card aria-labelledby={`${id}-title`}>
        <CardTitle id={`${id}-title`}>{t('title')}</CardTitle>
        {ways.isPending ? (
          <Spinner label={t('loading')} className="mt-4" />
        ) : (
          <p role="alert" className="mt-3 text-sm text-destructive">
            {t('loadFailed')}
          </p>
        )}
      </Card>
    );
  }

  const { password, providers, passkeys } = ways.data;
  const waysIn = (password ? 1 : 0) + providers.filter((p) => p.linkedAt).length + passkeys.length;
  const nameOf = (passkey: PasskeySummary) => passkey.name ?? passkey.authenticator ?? t('unnamed');

  const submitAdd = (name: string) => {
    setAddError(null);
    add.mutate(name, {
      onSuccess: () => {
        setAdding(false);
        toast.success(t('added'));
      },
      onError: (error) => {
        const reason = failureOf(error);
        if (reason !== 'aborted') setAddError(t(`errors.${reason}`));
      },
    });
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('title')}</CardTitle>
      <CardDescription>{t('description')}</CardDescription>

      {passkeys.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-border" aria-label={t('listLabel')}>
          {passkeys.map((passkey) => {
            const name = nameOf(passkey);
            const last = waysIn <= 1;
            return (
              <li key={passkey.id} className="flex flex-col gap-1 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-sm font-medium break-words">{name}</p>
                    <p className="text-xs text-muted">
                      {[
                        t('addedOn', { date: formatDate(passkey.createdAt, i18n.language) }),
                        passkey.deviceType === 'multiDevice' ? t('synced') : t('thisDevice'),
                        passkey.authenticator,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('renameNamed', { name })}
                      onClick={() => setRenaming(renaming === passkey.id ? null : passkey.id)}
                    >
                      {t('rename')}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={last || remove.isPending}
                      title={last ? t('lastOne') : undefined}
                      aria-label={t('removeNamed', { name })}
                      onClick={() => setRemoving(passkey)}
                    >
                      {t('remove')}
                    </Button>
                  </div>
                </div>
                {renaming === passkey.id ? (
                  <NameForm
                    id={`${id}-rename-${passkey.id}`}
                    label={t('name')}
                    initial={passkey.name ?? ''}
                    submitLabel={t('saveName')}
                    isPending={rename.isPending}
                    error={rename.isError ? t('errors.renameFailed') : null}
                    onCancel={() => setRenaming(null)}
                    onSubmit={(next) =>
                      rename.mutate(
                        { id: passkey.id, name: next },
                        {
                          onSuccess: () => {
                            setRenaming(null);
                            toast.success(t('renamed'));
                          },
                        },
                      )
                    }
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {passkeys.length > 0 && waysIn <= 1 ? <p className="mt-3 text-sm text-muted">{t('lastOneHint')}</p> : null}

      {!supported ? (
        <p className="mt-4 text-sm text-muted">{t('errors.unsupported')}</p>
      ) : adding ? (
        <NameForm
          id={`${id}-name`}
          label={t('name')}
          initial={defaultName()}
          submitLabel={add.isPending ? t('creating') : t('create')}
          isPending={add.isPending}
          error={addError}
          onCancel={() => {
            setAdding(false);
            setAddError(null);
          }}
          onSubmit={submitAdd}
        />
      ) : (
        <div className="mt-4">
          <Button onClick={() => setAdding(true)}>{t('add')}</Button>
        </div>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('removeTitle', { name: removing ? nameOf(removing) : '' })}
        description={t('removeDescription')}
        confirmLabel={t('remove')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        isPending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              toast.success(t('removed'));
            },
            onError: (error) => {
              setRemoving(null);
              toast.error(failureOf(error) === 'limit' ? t('lastOne') : t('errors.removeFailed'));
            },
          });
        }}
      />
    </Card>
  );
}
