import type { GymDetail, OpeningPeriod } from '@lifeorbit/contracts';
import { GYM_EQUIPMENT_NOTES_MAX_LENGTH } from '@lifeorbit/contracts';
import { DEFAULT_WEIGHT_MODEL, platesPerSide } from '@lifeorbit/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { errorFor, fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { GYMS_DETAIL_WORDS } from '../lib/errors';
import { useSetGymEquipment } from '../api/set-gym-equipment';
import { useSetGymPlates } from '../api/set-gym-plates';
import { useUpdateGym } from '../api/update-gym';
import { decimal, plateFieldsDraft, readPlateFields, weightModelOf, type PlateFieldsDraft } from '@/lib/plate-fields';
import { WEEKDAYS, slugOf, weekdayName } from '../lib/hours';
import { GymTextFields } from './gym-text-fields';

const saved = (t: (key: string) => string) => () => toast.success(t('admin.saved'));

/** Name, place, description, opening hours, the public address and whether the public page is on. */
export function GymDetailsForm({ gym }: { gym: GymDetail }) {
  const { t, i18n } = useTranslation(['gyms', 'common']);
  const id = useId();
  const update = useUpdateGym();
  const [draft, setDraft] = useState({
    name: gym.name,
    city: gym.city ?? '',
    address: gym.address ?? '',
    description: gym.description ?? '',
    slug: gym.slug ?? '',
    isPublic: gym.isPublic,
  });
  const [hours, setHours] = useState<OpeningPeriod[]>(gym.openingHours);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof draft) => (value: string | boolean) => setDraft((d) => ({ ...d, [field]: value }));
  const setPeriod = (index: number, change: Partial<OpeningPeriod>) =>
    setHours((list) => list.map((p, i) => (i === index ? { ...p, ...change } : p)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    update.mutate(
      {
        gymId: gym.id,
        body: {
          name: draft.name,
          city: draft.city || null,
          address: draft.address || null,
          description: draft.description || null,
          slug: draft.slug || null,
          isPublic: draft.isPublic,
          openingHours: hours,
        },
      },
      { onSuccess: saved(t), onError: (error) => setErrors(fieldErrorsOf(error, t, GYMS_DETAIL_WORDS)) },
    );
  };

  return (
    <Card>
      <CardTitle>{t('gyms:admin.details')}</CardTitle>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3" noValidate>
        <GymTextFields id={id} draft={draft} errors={errors} onChange={(field, value) => set(field)(value)} />

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('gyms:hours.title')}</legend>
          {hours.length === 0 ? <p className="text-sm text-muted">{t('gyms:hours.none')}</p> : null}
          {hours.map((period, index) => {
            const error =
              errorFor(errors, `openingHours.${index}.closes`) ?? errorFor(errors, `openingHours.${index}.opens`);
            return (
              <div key={index} className="flex flex-wrap items-end gap-2">
                <label className="flex flex-col gap-1 text-xs text-muted">
                  {t('gyms:hours.day')}
                  <NativeSelect value={period.day} onChange={(e) => setPeriod(index, { day: Number(e.target.value) })}>
                    {WEEKDAYS.map((day) => (
                      <option key={day} value={day}>
                        {weekdayName(day, i18n.language)}
                      </option>
                    ))}
                  </NativeSelect>
                </label>
                <label className="flex flex-col gap-1 text-xs text-muted">
                  {t('gyms:hours.opens')}
                  <Input
                    type="time"
                    value={period.opens}
                    onChange={(e) => setPeriod(index, { opens: e.target.value })}
                  />
                </label>
                <label className="flex flex-col gap-1 text-xs text-muted">
                  {t('gyms:hours.closes')}
                  <Input
                    type="time"
                    value={period.closes}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => setPeriod(index, { closes: e.target.value })}
                  />
                </label>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t('gyms:hours.remove', { day: weekdayName(period.day, i18n.language) })}
                  onClick={() => setHours((list) => list.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden />
                </Button>
                {error ? (
                  <p role="alert" className="basis-full text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="self-start"
            disabled={hours.length >= 21}
            onClick={() =>
              setHours((list) => [
                ...list,
                { day: list.length ? Math.min(6, list[list.length - 1]!.day + 1) : 0, opens: '06:00', closes: '22:00' },
              ])
            }
          >
            <Plus aria-hidden />
            {t('gyms:hours.add')}
          </Button>
        </fieldset>

        <Field
          id={`${id}-slug`}
          label={t('gyms:fields.slug')}
          hint={t('gyms:fields.slugHint', { url: `${window.location.origin}/g/${draft.slug || slugOf(draft.name)}` })}
          error={errorFor(errors, 'slug')}
        >
          <Input
            id={`${id}-slug`}
            value={draft.slug}
            placeholder={slugOf(draft.name)}
            maxLength={60}
            aria-describedby={errorFor(errors, 'slug') ? `${id}-slug-error` : `${id}-slug-hint`}
            onChange={(e) => set('slug')(e.target.value)}
          />
        </Field>
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-[var(--color-accent)]"
            checked={draft.isPublic}
            onChange={(e) => set('isPublic')(e.target.checked)}
          />
          {t('gyms:fields.isPublic')}
        </label>
        <Button type="submit" className="self-start" disabled={update.isPending}>
          {t('gyms:admin.save')}
        </Button>
      </form>
    </Card>
  );
}

interface EquipmentDraft {
  equipmentId: string;
  count: number;
  notes: string;
}

/** The catalogue's equipment (`options`, from the catalogue's filters) the gym has, with how many and a note each. */
export function GymEquipmentForm({
  gym,
  options,
}: {
  gym: GymDetail;
  options: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation(['gyms', 'common']);
  const id = useId();
  const save = useSetGymEquipment();
  const [items, setItems] = useState<EquipmentDraft[]>(
    gym.equipment.map((item) => ({ equipmentId: item.equipmentId, count: item.count, notes: item.notes ?? '' })),
  );
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const nameOf = (equipmentId: string) =>
    options.find((o) => o.id === equipmentId)?.name ??
    gym.equipment.find((item) => item.equipmentId === equipmentId)?.name ??
    equipmentId;
  const available = options.filter((o) => !items.some((item) => item.equipmentId === o.id));
  const change = (index: number, patch: Partial<EquipmentDraft>) =>
    setItems((list) => list.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      {
        gymId: gym.id,
        body: { items: items.map((item) => ({ ...item, notes: item.notes.trim() || null })) },
      },
      { onSuccess: saved(t), onError: (error) => setErrors(fieldErrorsOf(error, t, GYMS_DETAIL_WORDS)) },
    );
  };

  return (
    <Card>
      <CardTitle>{t('gyms:equipment.title')}</CardTitle>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3" noValidate>
        {items.length === 0 ? <p className="text-sm text-muted">{t('gyms:equipment.noneYet')}</p> : null}
        <ul className="flex flex-col gap-2">
          {items.map((item, index) => (
            <li key={item.equipmentId} className="flex flex-wrap items-end gap-2">
              <span className="min-w-32 flex-1 pb-3 text-sm font-medium">{nameOf(item.equipmentId)}</span>
              <label className="flex w-20 flex-col gap-1 text-xs text-muted">
                {t('gyms:equipment.howMany')}
                <Input
                  type="number"
                  min={1}
                  max={999}
                  inputMode="numeric"
                  value={item.count}
                  onChange={(e) => change(index, { count: Number(e.target.value) })}
                />
              </label>
              <label className="flex min-w-40 flex-[2] flex-col gap-1 text-xs text-muted">
                {t('gyms:equipment.notes')}
                <Input
                  value={item.notes}
                  maxLength={GYM_EQUIPMENT_NOTES_MAX_LENGTH}
                  onChange={(e) => change(index, { notes: e.target.value })}
                />
              </label>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t('gyms:equipment.remove', { name: nameOf(item.equipmentId) })}
                onClick={() => setItems((list) => list.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden />
              </Button>
              {errorFor(errors, `items.${index}.count`) ? (
                <p role="alert" className="basis-full text-sm text-destructive">
                  {errorFor(errors, `items.${index}.count`)}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={`${id}-add`} className="flex flex-col gap-1 text-xs text-muted">
            {t('gyms:equipment.add')}
            <NativeSelect id={`${id}-add`} value={adding} onChange={(e) => setAdding(e.target.value)}>
              <option value="">{t('gyms:equipment.choose')}</option>
              {available.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button
            type="button"
            variant="secondary"
            disabled={!adding}
            onClick={() => {
              setItems((list) => [...list, { equipmentId: adding, count: 1, notes: '' }]);
              setAdding('');
            }}
          >
            <Plus aria-hidden />
            {t('gyms:equipment.addButton')}
          </Button>
        </div>
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {t('gyms:admin.saveEquipment')}
        </Button>
      </form>
    </Card>
  );
}

/** Which plates and bars the gym has (the catalogue plate-profile editor's fields), with a loading preview. */
export function GymPlatesForm({ gym }: { gym: GymDetail }) {
  const { t } = useTranslation(['gyms', 'common']);
  const id = useId();
  const save = useSetGymPlates();
  const [draft, setDraft] = useState<PlateFieldsDraft>(() =>
    plateFieldsDraft(
      gym.plateProfile ?? {
        ...DEFAULT_WEIGHT_MODEL,
        barbellKg: DEFAULT_WEIGHT_MODEL.barTypes.barbell,
        ezbarKg: DEFAULT_WEIGHT_MODEL.barTypes.ezbar,
        fixedKg: DEFAULT_WEIGHT_MODEL.barTypes.fixed,
      },
    ),
  );
  const [target, setTarget] = useState('102.5');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const body = readPlateFields(draft).fields;
  const loadout = body ? platesPerSide(decimal(target), { bar: 'barbell', model: weightModelOf(body) }) : null;
  const field = (key: keyof PlateFieldsDraft, label: string, serverField: string = key) => (
    <Field id={`${id}-${key}`} label={label} error={errorFor(errors, serverField)}>
      <Input
        id={`${id}-${key}`}
        inputMode="decimal"
        className="tabular-nums"
        value={draft[key]}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
      />
    </Field>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body) {
      setErrors({ platesKgPerSide: t('gyms:plates.needsNumbers') });
      return;
    }
    setErrors({});
    save.mutate(
      { gymId: gym.id, body },
      { onSuccess: saved(t), onError: (error) => setErrors(fieldErrorsOf(error, t, GYMS_DETAIL_WORDS)) },
    );
  };

  return (
    <Card>
      <CardTitle>{t('gyms:plates.title')}</CardTitle>
      <p className="mt-1 text-sm text-muted">{t('gyms:plates.hint')}</p>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3" noValidate>
        {field('plates', t('gyms:plates.platesField'), 'platesKgPerSide')}
        <div className="grid gap-3 sm:grid-cols-3">
          {field('barbellKg', t('gyms:plates.barbell'))}
          {field('ezbarKg', t('gyms:plates.ezbar'))}
          {field('fixedKg', t('gyms:plates.fixed'))}
          {field('singleMinIncrementKg', t('gyms:plates.single'))}
          {field('stackIncrementKg', t('gyms:plates.stack'))}
          {field('aux', t('gyms:plates.dumbbells'), 'auxIncrementsKg')}
        </div>
        <div className="rounded-[12px] border border-border p-3">
          <Field id={`${id}-target`} label={t('gyms:plates.target')}>
            <Input
              id={`${id}-target`}
              inputMode="decimal"
              className="max-w-32 tabular-nums"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
            />
          </Field>
          <p className="mt-2 text-sm tabular-nums" aria-live="polite">
            {loadout
              ? t('gyms:plates.loadout', {
                  plates: loadout.perSideKg.length ? loadout.perSideKg.join(' + ') : '—',
                  total: loadout.totalKg,
                })
              : t('gyms:plates.needsNumbers')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t('gyms:admin.savePlates')}
          </Button>
          {gym.plateProfile ? (
            <Button
              type="button"
              variant="ghost"
              disabled={save.isPending}
              onClick={() => save.mutate({ gymId: gym.id, body: null }, { onSuccess: saved(t) })}
            >
              {t('gyms:plates.clear')}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
