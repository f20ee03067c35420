import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const location = useLocation();
  return (
    <div className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <Compass className="size-12 text-muted" strokeWidth={1.75} aria-hidden />
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.description', { path: location.pathname })}</p>
      <Button asChild>
        <Link to="/">{t('goHome')}</Link>
      </Button>
    </div>
  );
}
