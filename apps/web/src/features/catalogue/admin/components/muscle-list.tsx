import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar, ToolbarSelect } from '@/components/ui/list-toolbar';
import { SelectField } from '@/components/ui/select-field';
import { errorFor } from '@/lib/field-errors';
import { useAppLanguage } from '@/lib/use-app-language';
import { useReferences } from '../api/list-references';
import { ReferenceList } from './reference-list';

/** Muscles with the body part each belongs to, filtered by body part. */
export function MuscleList() {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const lang = useAppLanguage();
  const bodyParts = useReferences('body-parts', lang);
  const [bodyPartId, setBodyPartId] = useState('');
  const bodyPartName = (partId: string | null | undefined) =>
    bodyParts.data?.items.find((b) => b.id === partId)?.name ?? '—';
  const choices = (bodyParts.data?.items ?? []).map((part) => ({ value: part.id, label: part.name }));
  return (
    <ReferenceList
      kind="muscles"
      toolbar={
        <ListToolbar className="mb-3">
          <ToolbarSelect
            id={`${id}-filter`}
            label={t('muscles.filterBodyPart')}
            className="sm:max-w-xs"
            value={bodyPartId}
            onValueChange={setBodyPartId}
            anyLabel={t('muscles.allBodyParts')}
            choices={choices}
          />
        </ListToolbar>
      }
      filter={bodyPartId ? (item) => item.bodyPartId === bodyPartId : undefined}
      extraColumns={[{ header: t('muscles.bodyPart'), cell: (item) => bodyPartName(item.bodyPartId) }]}
      initialExtra={(item) => ({ bodyPartId: item?.bodyPartId ?? bodyPartId ?? '' })}
      renderExtraFields={(extra, setExtra, errors) => (
        <SelectField
          id={`${id}-body-part`}
          label={t('muscles.bodyPart')}
          error={errorFor(errors, 'bodyPartId')}
          value={extra.bodyPartId ?? ''}
          onValueChange={(partId) => setExtra({ ...extra, bodyPartId: partId })}
          emptyLabel={t('muscles.chooseBodyPart')}
          isEmptyDisabled
          choices={choices}
        />
      )}
    />
  );
}
