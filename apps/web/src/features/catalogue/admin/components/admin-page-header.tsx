import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The title of an admin page, what it is for, and its main actions (denser than the member app's header). */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return <PageHeader dense title={title} description={description} actions={actions} />;
}
