import { dateTimeFormat } from './intl';

/** A moment as a date and a time of day, in the language given (the admin's lists and logs). */
export function formatDateTime(iso: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
