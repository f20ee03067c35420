import type { AdminNamingTemplate } from '@lifeorbit/contracts/admin-catalogue';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';

/** The naming templates as buttons, the open one pressed; a new one being written presses none. */
export function NamingTemplateNav({
  templates,
  currentId,
  onSelect,
}: {
  templates: AdminNamingTemplate[];
  currentId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  return (
    <nav aria-label={t('namingTemplates.list')} className="mb-4 flex flex-wrap gap-2">
      {templates.map((item) => (
        <Button
          key={item.id}
          variant={item.id === currentId ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={item.id === currentId}
          onClick={() => onSelect(item.id)}
        >
          <span className="font-mono">{item.slug}</span>
          {item.loadType ? <Chip>{t(`loadTypes.${item.loadType}`)}</Chip> : null}
        </Button>
      ))}
    </nav>
  );
}
