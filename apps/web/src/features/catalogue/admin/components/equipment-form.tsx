import type { AdminReferenceItem, BarType, EquipmentLoadKind } from '@lifeorbit/contracts/admin-catalogue';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmedDeleteButton } from '@/components/ui/confirmed-delete-button';
import { errorFor } from '@/lib/field-errors';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDeleteReference } from '../api/delete-reference';
import { useReferences } from '../api/list-references';
import { useUpdateReference } from '../api/update-reference';
import { deleteQuestion, leaveAfterDelete } from '../lib/delete-question';
import { SLUG_PATTERN } from '../lib/numbers';
import { useFormErrors } from '../lib/use-form-errors';
import { EquipmentLoadFields } from './equipment-load-fields';
import { nameErrorsOf, NamesFields, type NamesDraft } from './names-fields';
import { OrderField } from './order-field';
import { SlugField } from './slug-field';

/** One equipment's names, slug, order, how it loads, and the grips it allows; deleted only while no exercise uses it. */
export function EquipmentForm({ item }: { item: AdminReferenceItem }) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const lang = useAppLanguage();
  const navigate = useNavigate();
  const grips = useReferences('grips', lang);
  const update = useUpdateReference();
  const remove = useDeleteReference();
  const [names, setNames] = useState<NamesDraft>({
    en: item.names.en ?? '',
    es: item.names.es ?? '',
    ro: item.names.ro ?? '',
  });
  const [slug, setSlug] = useState(item.slug);
  const [order, setOrder] = useState(String(item.displayOrder));
  const [loadKind, setLoadKind] = useState<EquipmentLoadKind>(item.loadKind ?? 'other');
  const [barType, setBarType] = useState<BarType | null>(item.barType ?? null);
  const [gripIds, setGripIds] = useState<string[]>(item.gripIds ?? []);
  const { errors, check, failed } = useFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!names.en.trim()) local['names.en'] = t('errors.englishNameRequired');
    if (!SLUG_PATTERN.test(slug)) local.slug = t('errors.slugFormat');
    if (!/^\d+$/.test(order)) local.displayOrder = t('errors.wholeNumber');
    if (!check(local)) return;
    update.mutate(
      {
        kind: 'equipment',
        id: item.id,
        body: {
          slug,
          displayOrder: Number(order),
          names: { en: names.en.trim(), es: names.es.trim() || null, ro: names.ro.trim() || null },
          loadKind,
          barType: loadKind === 'plates' ? barType : null,
          gripIds,
        },
      },
      { onSuccess: () => toast.success(t('reference.saved')), onError: failed },
    );
  };

  const toggleGrip = (gripId: string) =>
    setGripIds((current) => (current.includes(gripId) ? current.filter((g) => g !== gripId) : [...current, gripId]));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Card>
        <CardTitle>{t('equipment.names')}</CardTitle>
        <div className="mt-3">
          <NamesFields idPrefix={`${id}-name`} names={names} onChange={setNames} errors={nameErrorsOf(errors)} />
        </div>
      </Card>
      <Card>
        <CardTitle>{t('equipment.loading')}</CardTitle>
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          <SlugField id={`${id}-slug`} value={slug} error={errors.slug} onChange={setSlug} />
          <OrderField id={`${id}-order`} value={order} error={errors.displayOrder} onChange={setOrder} />
          <EquipmentLoadFields
            idPrefix={id}
            loadKind={loadKind}
            barType={barType}
            barTypeError={errors.barType}
            onLoadKindChange={setLoadKind}
            onBarTypeChange={setBarType}
          />
        </div>
      </Card>
      <Card>
        <fieldset>
          <legend className="text-lg font-semibold">{t('equipment.gripsAllowed')}</legend>
          <p className="mt-1 text-sm text-muted">{t('equipment.gripsHint')}</p>
          {errorFor(errors, 'gripIds') ? (
            <p role="alert" className="mt-2 text-sm text-destructive">
              {errorFor(errors, 'gripIds')}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            {grips.data?.items.map((grip) => (
              <label
                key={grip.id}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-[8px] border border-border px-3 text-sm has-[:checked]:border-accent"
              >
                <input
                  type="checkbox"
                  className="size-5 accent-[var(--accent)]"
                  checked={gripIds.includes(grip.id)}
                  onChange={() => toggleGrip(grip.id)}
                />
                {grip.name}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('common.save')}
        </Button>
        <ConfirmedDeleteButton
          label={t('common.delete')}
          question={deleteQuestion(t, item.name)}
          isPending={remove.isPending}
          isInUse={item.exerciseCount > 0}
          inUseHint={t('reference.inUseHint')}
          onDelete={(close) =>
            remove.mutate(
              { kind: 'equipment', id: item.id },
              leaveAfterDelete({
                t,
                close,
                deleted: t('reference.deleted', { name: item.name }),
                leave: () => navigate('/admin/equipment', { replace: true }),
              }),
            )
          }
        />
        <p className="self-center text-sm text-muted">{t('common.exerciseCount', { count: item.exerciseCount })}</p>
      </div>
    </form>
  );
}
