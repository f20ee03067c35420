/** Query keys of the developers' reference (issue 41). */
export const developersKeys = {
  openApi: ['openapi-document'] as const,
};
