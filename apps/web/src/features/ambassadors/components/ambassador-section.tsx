import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** A card of the ambassador's page: its title, an optional action beside it, and its content. */
export function AmbassadorSection({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {action}
      </div>
      {children}
    </Card>
  );
}

export const SectionLoading = () => <Skeleton className="h-24 w-full" />;

export function SectionLoadFailed() {
  const { t } = useTranslation('ambassadors');
  return (
    <p role="alert" className="text-sm text-destructive">
      {t('errors.loadFailed')}
    </p>
  );
}
