import { Component, type ReactNode } from 'react';
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

/** What an error thrown while drawing a route says: its message, or the thing thrown as text. */
export function routeErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface BoundaryProps {
  /** The location's key: going elsewhere clears the error, as the data router's error element did. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: { thrown: unknown } | null;
  resetKey: string;
}

/**
 * The router's error page (spec §2): a page, a shell or a page's code that fails to load is replaced by a page titled
 * Unexpected Application Error!, with the message. The admin shell keeps its own boundary inside this one.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(thrown: unknown): Partial<BoundaryState> {
    return { error: { thrown } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(thrown: unknown) {
    console.error('A page failed to draw', thrown);
  }

  override render() {
    return this.state.error ? (
      <RouteErrorView message={routeErrorMessage(this.state.error.thrown)} />
    ) : (
      this.props.children
    );
  }
}
