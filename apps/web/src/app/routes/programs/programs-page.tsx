import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTemplates } from '@/features/templates/api/list-templates';
import { ProgramsScreen } from '@/features/programs/components/programs-screen';

/** The programs list's title for a route, and the templates they are made from (read from the templates area). */
function useProgramsScreen(routeKey: 'programs' | 'fitnessPrograms'): ComponentProps<typeof ProgramsScreen> {
  const { t, i18n } = useTranslation('routes');
  const templates = useTemplates(i18n.language);
  useDocumentTitle(t(`${routeKey}.title`));
  return {
    title: t(`${routeKey}.title`),
    description: t(`${routeKey}.description`),
    templates: {
      templates: templates.data?.templates,
      isPending: templates.isPending,
      isError: templates.isError,
      refetch: () => void templates.refetch(),
    },
  };
}

/** Spec §2 /app/programs. */
export function ProgramsPage() {
  return <ProgramsScreen {...useProgramsScreen('programs')} />;
}

/** Spec §2 /fitness/programs: the same list. */
export function FitnessProgramsPage() {
  return <ProgramsScreen {...useProgramsScreen('fitnessPrograms')} />;
}
