/** Query keys of the mentors' admin pages; under ['mentors'] and ['marketplace'], so members' writes refresh them. */
export const mentorAdminKeys = {
  all: ['mentors', 'admin'] as const,
  list: (q: string) => ['mentors', 'admin', 'list', q] as const,
  detail: (id: string) => ['mentors', 'admin', 'detail', id] as const,
  review: (lang: string) => ['marketplace', 'review', lang] as const,
};
