import { z } from 'zod';

export const Language = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  flagEmoji: z.string(),
});
export type Language = z.infer<typeof Language>;

export const LanguagesResponse = z.object({ languages: z.array(Language) });
export type LanguagesResponse = z.infer<typeof LanguagesResponse>;
