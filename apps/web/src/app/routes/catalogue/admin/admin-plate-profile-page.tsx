import { platesPerSide } from '@lifeorbit/domain';
import type { AdminPlateProfile, PlateProfileInput } from '@lifeorbit/contracts/admin-catalogue';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreatePlateProfile } from '@/features/catalogue/admin/api/create-plate-profile';
import { useDeletePlateProfile } from '@/features/catalogue/admin/api/delete-plate-profile';
import { usePlateProfile } from '@/features/catalogue/admin/api/get-plate-profile';
import { useUpdatePlateProfile } from '@/features/catalogue/admin/api/update-plate-profile';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { errorFor, fieldErrorsOf } from '@/lib/field-errors';
import { CATALOGUE_DETAIL_WORDS, errorMessage } from '@/features/catalogue/admin/lib/errors';
import { slugify, SLUG_PATTERN } from '@/features/catalogue/admin/lib/numbers';
import { decimal, plateFieldsDraft, readPlateFields, weightModelOf, type PlateFieldsDraft } from '@/lib/plate-fields';

interface Draft extends PlateFieldsDraft {
  name: string;
  slug: string;
  isDefault: boolean;
}

const NEW_PROFILE: Draft = {
  name: '',
  slug: '',
  barbellKg: '20',
  ezbarKg: '7.5',
  fixedKg: '20',
  plates: '25, 20, 15, 10, 5, 2.5, 1.25',
  singleMinIncrementKg: '2.5',
  stackIncrementKg: '5',
  aux: '2.5',
  isDefault: false,
};

const draftOf = (profile: AdminPlateProfile): Draft => ({
  name: profile.name,
  slug: profile.slug,
  ...plateFieldsDraft(profile),
  isDefault: profile.isDefault,
});

/** The form's values as a request body, or the fields that are not numbers. */
export function profileBodyOf(draft: Draft): { body: PlateProfileInput | null; errors: Record<string, true> } {
  const { fields, invalid } = readPlateFields(draft);
  const errors: Record<string, true> = Object.fromEntries(invalid.map((field) => [field, true]));
  return {
    body: fields ? { name: draft.name.trim(), slug: draft.slug, ...fields, isDefault: draft.isDefault } : null,
    errors,
  };
}

const SERVER_FIELDS: Record<string, keyof Draft> = { platesKgPerSide: 'plates', auxIncrementsKg: 'aux' };

function PlatePreview({ body }: { body: PlateProfileInput | null }) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const [target, setTarget] = useState('100');
  const loadout = body ? platesPerSide(decimal(target), { bar: 'barbell', model: weightModelOf(body) }) : null;
  return (
    <Card className="self-start">
      <CardTitle>{t('plates.preview')}</CardTitle>
      <p className="mt-1 text-sm text-muted">{t('plates.previewHint')}</p>
      <div className="mt-3 max-w-40">
        <Field id={`${id}-target`} label={t('plates.target')}>
          <Input
            id={`${id}-target`}
            inputMode="decimal"
            className="tabular-nums"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          />
        </Field>
      </div>
      {loadout ? (
        <p className="mt-3 text-sm tabular-nums" aria-live="polite">
          {loadout.perSideKg.length
            ? t('plates.perSide', { plates: loadout.perSideKg.join(' | '), total: loadout.totalKg })
            : t('plates.emptyBar', { total: loadout.totalKg })}
          {loadout.note ? (
            <span className="block text-warning">{t('plates.limited', { difference: loadout.differenceKg })}</span>
          ) : null}
        </p>
      ) : (
        <p className="mt-3 text-sm text-muted">{t('plates.previewNeedsNumbers')}</p>
      )}
    </Card>
  );
}

function ProfileForm({ profile, newId }: { profile: AdminPlateProfile | null; newId: string }) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const navigate = useNavigate();
  const create = useCreatePlateProfile();
  const update = useUpdatePlateProfile();
  const remove = useDeletePlateProfile();
  const [draft, setDraft] = useState<Draft>(() => (profile ? draftOf(profile) : NEW_PROFILE));
  const [slugTouched, setSlugTouched] = useState(profile !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { body, errors: numberErrors } = profileBodyOf(draft);
  const isPending = create.isPending || update.isPending;

  const set = (field: keyof Draft, value: string | boolean) =>
    setDraft((d) => ({
      ...d,
      [field]: value,
      ...(field === 'name' && !slugTouched ? { slug: slugify(String(value)) } : {}),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!draft.name.trim()) local.name = t('errors.required');
    if (!SLUG_PATTERN.test(draft.slug)) local.slug = t('errors.slugFormat');
    for (const field of Object.keys(numberErrors)) local[field] = t('errors.kgList');
    setErrors(local);
    if (Object.keys(local).length > 0 || !body) return;
    const onError = (error: Error) => {
      const server = fieldErrorsOf(error, t, CATALOGUE_DETAIL_WORDS);
      setErrors(
        Object.fromEntries(
          Object.entries(server).map(([field, message]) => [
            SERVER_FIELDS[field.split('.')[0]!] ?? field.split('.')[0]!,
            message,
          ]),
        ),
      );
      toast.error(errorMessage(error, t));
    };
    if (profile) {
      update.mutate({ id: profile.id, body }, { onSuccess: () => toast.success(t('plates.saved')), onError });
    } else {
      create.mutate(
        { id: newId, ...body },
        {
          onSuccess: (created) => {
            toast.success(t('plates.created'));
            navigate(`/admin/plates/profiles/${created.id}`, { replace: true });
          },
          onError,
        },
      );
    }
  };

  const kgField = (field: keyof Draft, label: string, hint?: string) => (
    <Field id={`${id}-${field}`} label={label} error={errors[field]} hint={hint}>
      <Input
        id={`${id}-${field}`}
        inputMode="decimal"
        className="tabular-nums"
        value={String(draft[field])}
        aria-invalid={errors[field] ? true : undefined}
        onChange={(e) => set(field, e.target.value)}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 xl:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-4">
        <Card>
          <div className="grid gap-3 md:grid-cols-2">
            <Field id={`${id}-name`} label={t('plates.name')} error={errors.name}>
              <Input
                id={`${id}-name`}
                value={draft.name}
                maxLength={100}
                onChange={(e) => set('name', e.target.value)}
              />
            </Field>
            <Field id={`${id}-slug`} label={t('common.slug')} error={errors.slug} hint={t('common.slugHint')}>
              <Input
                id={`${id}-slug`}
                className="font-mono"
                value={draft.slug}
                onChange={(e) => {
                  setSlugTouched(true);
                  set('slug', e.target.value);
                }}
              />
            </Field>
          </div>
        </Card>
        <Card>
          <CardTitle>{t('plates.bars')}</CardTitle>
          <div className="mt-3 grid gap-3 md:grid-cols-3">
            {kgField('barbellKg', t('plates.barbellKg'))}
            {kgField('ezbarKg', t('plates.ezbarKg'))}
            {kgField('fixedKg', t('plates.fixedKg'))}
          </div>
        </Card>
        <Card>
          <CardTitle>{t('plates.platesAndIncrements')}</CardTitle>
          <div className="mt-3 grid gap-3">
            {kgField('plates', t('plates.platesPerSide'), t('plates.listHint'))}
            <div className="grid gap-3 md:grid-cols-3">
              {kgField('singleMinIncrementKg', t('plates.singleMinIncrementKg'))}
              {kgField('stackIncrementKg', t('plates.stackIncrementKg'))}
              {kgField('aux', t('plates.auxIncrementsKg'), t('plates.listHint'))}
            </div>
          </div>
        </Card>
        <Card>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-[var(--accent)]"
              checked={draft.isDefault}
              disabled={profile?.isDefault}
              onChange={(e) => set('isDefault', e.target.checked)}
            />
            {t('plates.makeDefault')}
          </label>
          <p className="mt-1 text-xs text-muted">
            {profile?.isDefault ? t('plates.isDefaultHint') : t('plates.makeDefaultHint')}
          </p>
          {errors.isDefault ? (
            <p role="alert" className="mt-1 text-sm text-destructive">
              {errors.isDefault}
            </p>
          ) : null}
        </Card>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isPending}>
            {isPending ? t('common.saving') : profile ? t('common.save') : t('plates.create')}
          </Button>
          {profile ? (
            <Button
              variant="destructive"
              disabled={profile.isDefault}
              title={profile.isDefault ? t('plates.cannotDeleteDefault') : undefined}
              onClick={() => setConfirmDelete(true)}
            >
              {t('common.delete')}
            </Button>
          ) : null}
        </div>
      </div>
      <PlatePreview body={body} />
      {profile ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t('common.confirmDelete', { name: profile.name })}
          description={t('plates.deleteDescription')}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(profile.id, {
              onSuccess: () => {
                toast.success(t('plates.deleted'));
                navigate('/admin/plates/profiles', { replace: true });
              },
              onError: (error) => {
                setConfirmDelete(false);
                toast.error(errorMessage(error, t));
              },
            })
          }
        />
      ) : null}
      {errorFor(errors, 'id') ? <p className="text-sm text-destructive">{errorFor(errors, 'id')}</p> : null}
    </form>
  );
}

/** /admin/plates/profiles/:id (and /new): bars, plates per side and increments; making it the only default. */
export function AdminPlateProfilePage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const [newId] = useState(() => crypto.randomUUID());
  const profile = usePlateProfile(isNew ? null : id);
  return (
    <>
      <AdminPageHeader
        title={isNew ? t('plates.new') : (profile.data?.name ?? t('routes:adminPlateProfile.title'))}
        description={t('routes:adminPlateProfile.description')}
        actions={
          <Button asChild variant="secondary">
            <Link to="/admin/plates/profiles">
              <ArrowLeft aria-hidden strokeWidth={1.75} />
              {t('plates.backToList')}
            </Link>
          </Button>
        }
      />
      {isNew ? <ProfileForm profile={null} newId={newId} /> : null}
      {!isNew && profile.isPending ? <Skeleton className="h-96 w-full" /> : null}
      {!isNew && profile.isError ? <LoadError error={profile.error} /> : null}
      {!isNew && profile.data ? <ProfileForm key={profile.data.id} profile={profile.data} newId={newId} /> : null}
    </>
  );
}
