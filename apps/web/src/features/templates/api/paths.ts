/** The template list, shared by its query and the early reads of the pages that draw it (ADR 037). */
export const templateListPath = (lang: string) => `/api/templates?lang=${lang}`;
