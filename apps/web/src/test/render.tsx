import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { initI18n, i18next, NAMESPACES } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** Renders a component with real i18n (English texts from the locale files), a router and a query client. */
export async function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  await initI18n('en');
  await i18next.loadNamespaces(NAMESPACES);
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
