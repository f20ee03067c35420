import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList } from '@/components/ui/admin-list';
import { Chip } from '@/components/ui/chip';
import { usePlateProfiles } from '../api/list-plate-profiles';
import { formatNumberList } from '../lib/numbers';
import { LoadError } from './load-error';

/** The plate profiles: bars, plates per side and increments; each opens its own page, the default marked. */
export function PlateProfileList({ caption }: { caption: string }) {
  const { t } = useTranslation('adminCatalogue');
  const profiles = usePlateProfiles();
  return (
    <AdminList
      error={profiles.isError ? <LoadError error={profiles.error} onRetry={() => void profiles.refetch()} /> : null}
      caption={caption}
      items={profiles.data?.items ?? []}
      isLoading={profiles.isPending}
      emptyText={t('plates.empty')}
      rowClassName="hover:bg-raised/60"
      columns={[
        {
          header: t('plates.name'),
          cell: (profile) => (
            <div className="flex flex-wrap items-center gap-2">
              <Link to={`/admin/plates/profiles/${profile.id}`} className="font-medium text-accent hover:underline">
                {profile.name}
              </Link>
              {profile.isDefault ? <Chip tone="accent">{t('plates.default')}</Chip> : null}
            </div>
          ),
        },
        { header: t('common.slug'), className: 'px-3 py-2 font-mono text-xs text-muted', cell: (p) => p.slug },
        {
          header: t('plates.bars'),
          className: 'px-3 py-2 whitespace-nowrap tabular-nums',
          cell: (p) => t('plates.barsSummary', { barbell: p.barbellKg, ezbar: p.ezbarKg, fixed: p.fixedKg }),
        },
        {
          header: t('plates.platesPerSide'),
          className: 'px-3 py-2 tabular-nums',
          cell: (p) => formatNumberList(p.platesKgPerSide),
        },
        {
          header: t('plates.increments'),
          className: 'px-3 py-2 whitespace-nowrap tabular-nums',
          cell: (p) => t('plates.incrementsSummary', { single: p.singleMinIncrementKg, stack: p.stackIncrementKg }),
        },
      ]}
    />
  );
}
