import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AreaIcon } from './area-icon';

/** The page's title with the area's icon in its colour (the admin shell's breadcrumbs lead back up). */
export function LifeAreaHeader({
  title,
  description,
  icon,
  color,
  actions,
}: {
  title: string;
  description?: string;
  icon?: string;
  color?: string;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 items-start gap-3">
        {icon ? <AreaIcon icon={icon} color={color} className="size-11 rounded-[12px]" /> : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words">{title}</h1>
          {description ? <p className="mt-1 max-w-3xl text-sm text-muted">{description}</p> : null}
        </div>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
