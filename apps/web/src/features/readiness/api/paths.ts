/** The newest check-in, shared by its query and the early reads of the pages that draw it (ADR 037). */
export const LATEST_READINESS_PATH = '/api/readiness/latest';
