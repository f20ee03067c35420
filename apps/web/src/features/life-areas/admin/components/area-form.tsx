import { LIFE_AREA_DESCRIPTION_MAX, LIFE_AREA_NAME_MAX } from '@lifeorbit/contracts/admin-life-areas';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { fieldErrorsOf } from '@/lib/field-errors';
import type { TextsDraft } from '../lib/drafts';
import { errorMessage, LIFE_AREAS_DETAIL_WORDS } from '../lib/messages';
import { TextsTabs } from './texts-tabs';

/**
 * The errors shown beside the fields of a category's or a subcategory's form, and what a save says: the fields
 * checked here first (nothing is sent while one is wrong), then the server's answer.
 */
export function useAreaFormErrors() {
  const { t } = useTranslation('adminLifeAreas');
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    errors,
    /** Shows the fields found wrong before sending; answers whether the form may be sent. */
    isSendable(local: Record<string, string>): boolean {
      setErrors(local);
      if (Object.keys(local).length === 0) return true;
      toast.error(t('errors.checkFields'));
      return false;
    },
    onSaved: (saved: { name: string }) => toast.success(t('saved', { name: saved.name })),
    onFailed: (error: Error) => {
      setErrors(fieldErrorsOf(error, t, LIFE_AREAS_DETAIL_WORDS));
      toast.error(errorMessage(error, t));
    },
  };
}

/** Names and descriptions per language beside the look of the area (icon, colour, order), then more, then Save. */
export function AreaForm({
  texts,
  onTextsChange,
  errors,
  onSubmit,
  isPending,
  sideTitle,
  side,
  children,
}: {
  texts: TextsDraft;
  onTextsChange: (texts: TextsDraft) => void;
  errors: Record<string, string>;
  onSubmit: () => void;
  isPending: boolean;
  sideTitle: string;
  side: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('adminLifeAreas');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="min-w-0">
          <CardTitle>{t('texts.title')}</CardTitle>
          <CardDescription>{t('texts.hint')}</CardDescription>
          <div className="mt-3">
            <TextsTabs
              idPrefix={id}
              draft={texts}
              onChange={onTextsChange}
              errors={errors}
              nameMax={LIFE_AREA_NAME_MAX}
              descriptionMax={LIFE_AREA_DESCRIPTION_MAX}
            />
          </div>
        </Card>
        <Card className="flex min-w-0 flex-col gap-4 self-start">
          <CardTitle>{sideTitle}</CardTitle>
          {side}
        </Card>
      </div>
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isPending}>
          {isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}

/** An area's order: a whole number (a category's may be left empty for the standard order). */
export function OrderField({
  id,
  value,
  error,
  hint,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  hint: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('adminLifeAreas');
  return (
    <Field id={id} label={t('look.order')} error={error} hint={hint}>
      <Input
        id={id}
        inputMode="numeric"
        className="tabular-nums"
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
