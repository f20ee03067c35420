import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';
import { useReferences } from '@/features/catalogue/admin/api/list-references';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { ReferenceList } from '@/features/catalogue/admin/components/reference-list';
import { errorFor } from '@/lib/field-errors';
import { useAppLanguage } from '@/lib/use-app-language';

/** /admin/setup/grips */
export function AdminGripsPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  return (
    <>
      <AdminPageHeader title={t('routes:adminGrips.title')} description={t('pages.grips')} />
      <ReferenceList kind="grips" />
    </>
  );
}

/** /admin/setup/movement-patterns */
export function AdminMovementPatternsPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  return (
    <>
      <AdminPageHeader title={t('routes:adminMovementPatterns.title')} description={t('pages.movementPatterns')} />
      <ReferenceList kind="movement-patterns" />
    </>
  );
}

/** /admin/muscles: muscles with the body part each belongs to, filtered by body part. */
export function AdminMusclesPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const id = useId();
  const lang = useAppLanguage();
  const bodyParts = useReferences('body-parts', lang);
  const [bodyPartId, setBodyPartId] = useState('');
  const bodyPartName = (partId: string | null | undefined) =>
    bodyParts.data?.items.find((b) => b.id === partId)?.name ?? '—';
  return (
    <>
      <AdminPageHeader title={t('routes:adminMuscles.title')} description={t('pages.muscles')} />
      <div className="mb-3 max-w-xs">
        <Field id={`${id}-filter`} label={t('muscles.filterBodyPart')}>
          <NativeSelect id={`${id}-filter`} value={bodyPartId} onChange={(e) => setBodyPartId(e.target.value)}>
            <option value="">{t('muscles.allBodyParts')}</option>
            {bodyParts.data?.items.map((part) => (
              <option key={part.id} value={part.id}>
                {part.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <ReferenceList
        kind="muscles"
        filter={bodyPartId ? (item) => item.bodyPartId === bodyPartId : undefined}
        extraColumns={[{ header: t('muscles.bodyPart'), cell: (item) => bodyPartName(item.bodyPartId) }]}
        initialExtra={(item) => ({ bodyPartId: item?.bodyPartId ?? bodyPartId ?? '' })}
        renderExtraFields={(extra, setExtra, errors) => {
          const error = errorFor(errors, 'bodyPartId');
          return (
            <Field id={`${id}-body-part`} label={t('muscles.bodyPart')} error={error ? error : null}>
              <NativeSelect
                id={`${id}-body-part`}
                value={extra.bodyPartId ?? ''}
                onChange={(e) => setExtra({ ...extra, bodyPartId: e.target.value })}
              >
                <option value="" disabled>
                  {t('muscles.chooseBodyPart')}
                </option>
                {bodyParts.data?.items.map((part) => (
                  <option key={part.id} value={part.id}>
                    {part.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          );
        }}
      />
    </>
  );
}
