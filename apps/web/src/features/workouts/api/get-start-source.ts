import { useQuery } from '@tanstack/react-query';
import type { Program, Template } from '@lifeorbit/contracts';
import { api } from '@/lib/api';

export type StartSource = { kind: 'template'; id: string } | { kind: 'program'; id: string };

/** The name of what a start from ?templateId= or ?programId= uses: the template, or the program and its next one. */
export async function getStartSourceName(source: StartSource, lang: string): Promise<string> {
  if (source.kind === 'template') {
    const template = await api.get<Template>(`/api/templates/${encodeURIComponent(source.id)}?lang=${lang}`);
    return template.name;
  }
  const program = await api.get<Program>(`/api/programs/${encodeURIComponent(source.id)}?lang=${lang}`);
  return program.nextTemplate ? `${program.name} · ${program.nextTemplate.name}` : program.name;
}

export function useStartSourceName(source: StartSource | null, lang: string) {
  return useQuery({
    queryKey: ['workouts', 'start-source', source?.kind, source?.id, lang],
    queryFn: () => getStartSourceName(source!, lang),
    enabled: source !== null,
    retry: false,
  });
}
