import { Plus, Repeat, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TemplateList } from '@/features/templates/components/template-list';

function TemplatesScreen({ routeKey }: { routeKey: 'templates' | 'appTemplates' }) {
  const { t } = useTranslation(['templates', 'routes', 'marketplace']);
  const navigate = useNavigate();
  useDocumentTitle(t(`routes:${routeKey}.title`));
  const create = () => navigate('/app/templates/add');
  return (
    <>
      <PageHeader
        title={t(`routes:${routeKey}.title`)}
        description={t(`routes:${routeKey}.description`)}
        actions={
          <>
            {/* Issue 21: a template of mine, published to Discover (a mentor's at once, anyone else's after review). */}
            <Button asChild variant="secondary">
              <Link to="/marketplace?tab=mine&publish=template">
                <Upload strokeWidth={1.75} aria-hidden />
                {t('marketplace:publish.title')}
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/fitness/templates/rotation">
                <Repeat strokeWidth={1.75} aria-hidden />
                {t('list.rotation')}
              </Link>
            </Button>
            <Button onClick={create}>
              <Plus strokeWidth={1.75} aria-hidden />
              {t('newTemplate')}
            </Button>
          </>
        }
      />
      <TemplateList onCreate={create} />
    </>
  );
}

/** Spec §2 /fitness/templates. */
export function TemplatesPage() {
  return <TemplatesScreen routeKey="templates" />;
}

/** Spec §2 /app/templates: the same list. */
export function AppTemplatesPage() {
  return <TemplatesScreen routeKey="appTemplates" />;
}
