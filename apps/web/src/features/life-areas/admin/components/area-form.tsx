import { LIFE_AREA_DESCRIPTION_MAX, LIFE_AREA_NAME_MAX } from '@lifeorbit/contracts/admin-life-areas';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { fieldErrorsOf } from '@/lib/field-errors';
import { textsDraftOf } from '../lib/drafts';
import { errorMessage, LIFE_AREAS_DETAIL_WORDS } from '../lib/messages';
import { IconField } from './icon-field';
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

type StoredTexts = Record<'en' | 'es' | 'ro', string | null>;

/** What a category's and a subcategory's forms both edit, as typed: the texts per language, the icon, the order. */
export function useAreaDraft(area: { names: StoredTexts; descriptions: StoredTexts; icon: string }, order: string) {
  const [texts, setTexts] = useState(() => textsDraftOf(area.names, area.descriptions));
  const [icon, setIcon] = useState(area.icon);
  const [orderText, setOrder] = useState(order);
  return { texts, setTexts, icon, setIcon, order: orderText, setOrder };
}

export type AreaDraft = ReturnType<typeof useAreaDraft>;

/** The look of an area beside its texts: the card's title, its icon's colour, a colour field if it has one. */
export interface AreaLook {
  title: string;
  iconColor: string;
  colorField?: ReactNode;
  orderHint: string;
}

/** Names and descriptions per language beside the look of the area (icon, colour, order), then more, then Save. */
export function AreaForm({
  draft,
  errors,
  onSubmit,
  isPending,
  look,
  children,
}: {
  draft: AreaDraft;
  errors: Record<string, string>;
  onSubmit: () => void;
  isPending: boolean;
  look: AreaLook;
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
              draft={draft.texts}
              onChange={draft.setTexts}
              errors={errors}
              nameMax={LIFE_AREA_NAME_MAX}
              descriptionMax={LIFE_AREA_DESCRIPTION_MAX}
            />
          </div>
        </Card>
        <Card className="flex min-w-0 flex-col gap-4 self-start">
          <CardTitle>{look.title}</CardTitle>
          <IconField
            id={`${id}-icon`}
            label={t('look.icon')}
            hint={t('look.iconHint')}
            value={draft.icon}
            color={look.iconColor}
            error={errors.icon}
            onChange={draft.setIcon}
          />
          {look.colorField}
          <OrderField
            id={`${id}-order`}
            value={draft.order}
            error={errors.displayOrder}
            hint={look.orderHint}
            onChange={draft.setOrder}
          />
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
function OrderField({
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
