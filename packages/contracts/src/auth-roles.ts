/** Plain values (no zod), so the web app can list roles without bundling the schemas. */
export const ROLES = ['superadmin', 'mentor', 'gym_admin', 'ambassador'] as const;
export type Role = (typeof ROLES)[number];
