/** The program list, shared by its query and the early reads of the pages that draw it (ADR 037). */
export const PROGRAM_LIST_PATH = '/api/programs';
