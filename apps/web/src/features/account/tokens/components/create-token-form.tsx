import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TOKEN_AREAS,
  TOKEN_EXPIRY_DAYS,
  type CreatedTokenResponse,
  type TokenArea,
  type TokenScopes,
} from '@lifeorbit/contracts/tokens';
import { Field } from '@/components/ui/field';
import { FormButtons } from '@/components/ui/form-buttons';
import { NativeSelect } from '@/components/ui/input';
import { useCreateToken } from '../api/create-token';
import { CredentialNameField, refusal } from './credential-name-field';

type Expiry = (typeof TOKEN_EXPIRY_DAYS)[number] | 'never';

/** One area's two checkboxes: write brings read with it, and taking read away takes write too. */
function ScopeRow({
  area,
  access,
  onChange,
}: {
  area: TokenArea;
  access: TokenScopes[TokenArea];
  onChange: (next: TokenScopes[TokenArea]) => void;
}) {
  const { t } = useTranslation('tokens');
  const name = t(`areas.${area}`);
  return (
    <tr className="border-t border-border">
      <th scope="row" className="py-2 pr-3 text-left text-sm font-medium">
        {name}
      </th>
      <td className="px-2 py-2 text-center">
        <input
          type="checkbox"
          className="size-5 accent-[var(--accent)]"
          aria-label={t('scopeRead', { area: name })}
          checked={access !== undefined}
          onChange={(event) => onChange(event.target.checked ? (access ?? 'read') : undefined)}
        />
      </td>
      <td className="px-2 py-2 text-center">
        <input
          type="checkbox"
          className="size-5 accent-[var(--accent)]"
          aria-label={t('scopeWrite', { area: name })}
          checked={access === 'write'}
          onChange={(event) => onChange(event.target.checked ? 'write' : access === undefined ? undefined : 'read')}
        />
      </td>
    </tr>
  );
}

/**
 * Making a token (issue 41): a name, scopes per area (read, write) and an expiry. The new token goes to `onCreated`,
 * which shows it once; a field the API refuses is named under it.
 */
export function CreateTokenForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreatedTokenResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('tokens');
  const id = useId();
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScopes>({});
  const [expiry, setExpiry] = useState<Expiry>(90);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string; form?: string }>({});

  const setScope = (area: TokenArea, access: TokenScopes[TokenArea]) => {
    if (access) setErrors(({ scopes: _done, ...rest }) => rest);
    setScopes((current) => {
      const next = { ...current };
      if (access) next[area] = access;
      else delete next[area];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const found = {
      ...(!trimmed && { name: t('errors.nameRequired') }),
      ...(Object.keys(scopes).length === 0 && { scopes: t('errors.scopesRequired') }),
    };
    setErrors(found);
    if (found.name || found.scopes) return;
    create.mutate(
      { name: trimmed, scopes, expiresInDays: expiry === 'never' ? null : expiry },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const { limit, field } = refusal(error);
          if (limit) setErrors({ form: t('errors.limit') });
          else if (field === 'name') setErrors({ name: t('errors.nameInvalid') });
          else if (field === 'scopes') setErrors({ scopes: t('errors.scopesRequired') });
          else setErrors({ form: t('errors.createFailed') });
        },
      },
    );
  };

  return (
    <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate aria-label={t('createTitle')}>
      <CredentialNameField
        id={`${id}-name`}
        label={t('name')}
        hint={t('nameHint')}
        error={errors.name}
        value={name}
        onChange={setName}
      />
      <fieldset aria-describedby={errors.scopes ? `${id}-scopes-error` : `${id}-scopes-hint`}>
        <legend className="text-sm font-medium">{t('scopes')}</legend>
        <p id={`${id}-scopes-hint`} className="mt-1 text-xs text-muted">
          {t('scopesHint')}
        </p>
        <table className="mt-2 w-full max-w-md">
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col" className="pb-1 text-left font-normal">
                {t('area')}
              </th>
              <th scope="col" className="w-20 pb-1 font-normal">
                {t('read')}
              </th>
              <th scope="col" className="w-20 pb-1 font-normal">
                {t('write')}
              </th>
            </tr>
          </thead>
          <tbody>
            {TOKEN_AREAS.map((area) => (
              <ScopeRow key={area} area={area} access={scopes[area]} onChange={(next) => setScope(area, next)} />
            ))}
          </tbody>
        </table>
        {errors.scopes ? (
          <p id={`${id}-scopes-error`} role="alert" className="mt-1 text-sm text-destructive">
            {errors.scopes}
          </p>
        ) : null}
      </fieldset>
      <Field id={`${id}-expiry`} label={t('expiry')}>
        <NativeSelect
          id={`${id}-expiry`}
          value={String(expiry)}
          onChange={(event) =>
            setExpiry(event.target.value === 'never' ? 'never' : (Number(event.target.value) as Expiry))
          }
        >
          {TOKEN_EXPIRY_DAYS.map((days) => (
            <option key={days} value={days}>
              {t(`expiryIn.${days}`)}
            </option>
          ))}
          <option value="never">{t('expiryNever')}</option>
        </NativeSelect>
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <FormButtons
        submitLabel={create.isPending ? t('creating') : t('create')}
        disabled={create.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
