import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export function RouteErrorView({ message }: { message: string }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{t('routeError.title')}</h1>
      <p className="text-muted">{t('routeError.description')}</p>
      <pre className="max-w-full overflow-auto rounded-[8px] bg-surface px-3 py-2 text-left text-sm whitespace-pre-wrap text-destructive">
        {message}
      </pre>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </div>
  );
}

/** The router's error element (spec §2): titled Unexpected Application Error!, with the status text or message. */
export function RouteErrorPage() {
  const error = useRouteError();
  let message: string;
  if (isRouteErrorResponse(error)) message = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) message = error.message;
  else message = String(error);
  return <RouteErrorView message={message} />;
}
