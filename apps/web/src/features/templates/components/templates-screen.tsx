import { Plus, Repeat, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { TemplateList } from './template-list';

/** The member's templates under the page's title: publish one, the rotation, a new one. */
export function TemplatesScreen({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation(['templates', 'marketplace']);
  const navigate = useNavigate();
  const create = () => navigate('/app/templates/add');
  return (
    <>
      <PageHeader
        title={title}
        description={description}
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
