/** Plain numbers (no zod), so the web app can share them without bundling the schemas. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
