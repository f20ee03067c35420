import type { EquipmentGripsResponse } from '@lifeorbit/contracts/admin-catalogue';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useAppLanguage } from '@/lib/use-app-language';
import { useUpdateEquipmentGrips } from '../api/update-equipment-grips';
import { errorMessage } from '../lib/errors';
import { matrixChanges, pairKey } from '../lib/matrix';

/** Which grips each equipment allows, as a matrix of checkboxes; the changes are saved together or discarded. */
export function EquipmentGripMatrix({ data }: { data: EquipmentGripsResponse }) {
  const { t } = useTranslation('adminCatalogue');
  const lang = useAppLanguage();
  const stored = useMemo(() => new Set(data.pairs.map((p) => pairKey(p.equipmentId, p.gripId))), [data.pairs]);
  const [checked, setChecked] = useState<Set<string>>(() => new Set(stored));
  const save = useUpdateEquipmentGrips();
  const changes = matrixChanges(stored, checked);
  const changeCount = changes.add.length + changes.remove.length;

  const toggle = (key: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const submit = () =>
    save.mutate(
      { body: changes, lang },
      {
        onSuccess: (result) => {
          setChecked(new Set(result.pairs.map((p) => pairKey(p.equipmentId, p.gripId))));
          toast.success(t('equipmentGrips.saved', { count: changeCount }));
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    );

  return (
    <>
      <div className="sticky top-14 z-[1] mb-3 flex flex-wrap items-center gap-2 bg-bg py-2">
        <Button disabled={changeCount === 0 || save.isPending} onClick={submit}>
          {save.isPending
            ? t('common.saving')
            : changeCount === 0
              ? t('equipmentGrips.noChanges')
              : t('equipmentGrips.save', { count: changeCount })}
        </Button>
        <Button variant="secondary" disabled={changeCount === 0} onClick={() => setChecked(new Set(stored))}>
          {t('equipmentGrips.discard')}
        </Button>
        <span className="text-sm text-muted">{t('equipmentGrips.hint')}</span>
      </div>
      <div className="overflow-x-auto rounded-[12px] border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('equipmentGrips.caption')}</caption>
          <thead className="bg-raised text-xs text-muted">
            <tr>
              <th scope="col" className="sticky left-0 bg-raised px-3 py-2 text-left font-semibold">
                {t('equipmentGrips.equipment')}
              </th>
              {data.grips.map((grip) => (
                <th key={grip.id} scope="col" className="px-2 py-2 text-center font-semibold whitespace-nowrap">
                  {grip.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {data.equipment.map((equipment) => (
              <tr key={equipment.id} className="hover:bg-raised/60">
                <th scope="row" className="sticky left-0 bg-surface px-3 py-1 text-left font-medium whitespace-nowrap">
                  {equipment.name}
                </th>
                {data.grips.map((grip) => {
                  const key = pairKey(equipment.id, grip.id);
                  const changed = stored.has(key) !== checked.has(key);
                  return (
                    <td key={grip.id} className={changed ? 'bg-accent/10 text-center' : 'text-center'}>
                      <label className="inline-flex size-11 cursor-pointer items-center justify-center">
                        <input
                          type="checkbox"
                          className="size-5 accent-[var(--accent)]"
                          aria-label={t('equipmentGrips.cell', { equipment: equipment.name, grip: grip.name })}
                          checked={checked.has(key)}
                          onChange={() => toggle(key)}
                        />
                      </label>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
