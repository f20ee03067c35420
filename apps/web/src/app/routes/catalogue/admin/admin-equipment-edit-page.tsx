import type { LanguageCode } from '@lifeorbit/contracts';
import {
  BAR_TYPES,
  EQUIPMENT_LOAD_KINDS,
  type AdminReferenceItem,
  type BarType,
  type EquipmentLoadKind,
} from '@lifeorbit/contracts/admin-catalogue';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteReference } from '@/features/catalogue/admin/api/delete-reference';
import { useReferences } from '@/features/catalogue/admin/api/list-references';
import { useUpdateReference } from '@/features/catalogue/admin/api/update-reference';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { NamesFields, type NamesDraft } from '@/features/catalogue/admin/components/names-fields';
import { errorFor, fieldErrorsOf } from '@/lib/field-errors';
import { CATALOGUE_DETAIL_WORDS, errorMessage } from '@/features/catalogue/admin/lib/errors';
import { SLUG_PATTERN } from '@/features/catalogue/admin/lib/numbers';
import { useAppLanguage } from '@/lib/use-app-language';

function EquipmentForm({ item }: { item: AdminReferenceItem }) {
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!names.en.trim()) local['names.en'] = t('errors.englishNameRequired');
    if (!SLUG_PATTERN.test(slug)) local.slug = t('errors.slugFormat');
    if (!/^\d+$/.test(order)) local.displayOrder = t('errors.wholeNumber');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
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
      {
        onSuccess: () => toast.success(t('reference.saved')),
        onError: (error) => {
          setErrors(
            Object.fromEntries(Object.entries(fieldErrorsOf(error, t, CATALOGUE_DETAIL_WORDS)).map(([k, v]) => [k, v])),
          );
          toast.error(errorMessage(error, t));
        },
      },
    );
  };

  const toggleGrip = (gripId: string) =>
    setGripIds((current) => (current.includes(gripId) ? current.filter((g) => g !== gripId) : [...current, gripId]));

  const nameErrors = Object.fromEntries(
    (['en', 'es', 'ro'] as LanguageCode[]).map((code) => [code, errorFor(errors, `names.${code}`)]),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Card>
        <CardTitle>{t('equipment.names')}</CardTitle>
        <div className="mt-3">
          <NamesFields idPrefix={`${id}-name`} names={names} onChange={setNames} errors={nameErrors} />
        </div>
      </Card>
      <Card>
        <CardTitle>{t('equipment.loading')}</CardTitle>
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          <Field id={`${id}-slug`} label={t('common.slug')} error={errors.slug} hint={t('common.slugHint')}>
            <Input id={`${id}-slug`} className="font-mono" value={slug} onChange={(e) => setSlug(e.target.value)} />
          </Field>
          <Field id={`${id}-order`} label={t('common.order')} error={errors.displayOrder}>
            <Input
              id={`${id}-order`}
              inputMode="numeric"
              className="tabular-nums"
              value={order}
              onChange={(e) => setOrder(e.target.value)}
            />
          </Field>
          <Field id={`${id}-load`} label={t('equipment.loadKind')}>
            <NativeSelect
              id={`${id}-load`}
              value={loadKind}
              onChange={(e) => setLoadKind(e.target.value as EquipmentLoadKind)}
            >
              {EQUIPMENT_LOAD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`loadKinds.${kind}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id={`${id}-bar`}
            label={t('equipment.barType')}
            hint={t('equipment.barTypeHint')}
            error={errors.barType}
          >
            <NativeSelect
              id={`${id}-bar`}
              value={loadKind === 'plates' ? (barType ?? '') : ''}
              disabled={loadKind !== 'plates'}
              onChange={(e) => setBarType((e.target.value || null) as BarType | null)}
            >
              <option value="">{t('common.none')}</option>
              {BAR_TYPES.map((bar) => (
                <option key={bar} value={bar}>
                  {t(`barTypes.${bar}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
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
        <Button
          variant="destructive"
          disabled={item.exerciseCount > 0}
          title={item.exerciseCount > 0 ? t('reference.inUseHint') : undefined}
          onClick={() => setConfirmDelete(true)}
        >
          {t('common.delete')}
        </Button>
        <p className="self-center text-sm text-muted">{t('common.exerciseCount', { count: item.exerciseCount })}</p>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('common.confirmDelete', { name: item.name })}
        description={t('common.confirmDeleteDescription')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { kind: 'equipment', id: item.id },
            {
              onSuccess: () => {
                toast.success(t('reference.deleted', { name: item.name }));
                navigate('/admin/equipment', { replace: true });
              },
              onError: (error) => {
                setConfirmDelete(false);
                toast.error(errorMessage(error, t));
              },
            },
          )
        }
      />
    </form>
  );
}

/** /admin/equipment/:id/edit: names, bar type, load kind and the grips this equipment allows. */
export function AdminEquipmentEditPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const { id = '' } = useParams();
  const lang = useAppLanguage();
  const list = useReferences('equipment', lang);
  const item = list.data?.items.find((e) => e.id === id);
  return (
    <>
      <AdminPageHeader
        title={item ? item.name : t('routes:adminEquipmentEdit.title')}
        description={t('routes:adminEquipmentEdit.description')}
        actions={
          <Button asChild variant="secondary">
            <Link to="/admin/equipment">
              <ArrowLeft aria-hidden strokeWidth={1.75} />
              {t('equipment.backToList')}
            </Link>
          </Button>
        }
      />
      {list.isPending ? <Skeleton className="h-96 w-full" /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isSuccess && !item ? <p className="text-muted">{t('equipment.notFound')}</p> : null}
      {item ? <EquipmentForm key={item.id} item={item} /> : null}
    </>
  );
}
