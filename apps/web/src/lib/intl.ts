/**
 * Intl formatters, made once per language and options and kept: constructing one costs far more than formatting with
 * it (WorkoutHeader spent 143 ms building a DateTimeFormat on every render), and every render asks for the same few.
 * The options are plain literals, so their JSON is a stable key. A date format without `timeZone` keeps the device's
 * zone of when it was made (a member who crosses zones with the app open sees the old one until it reloads).
 */
function cached<Options, Format>(
  formats: Map<string, Format>,
  make: (lang: string, options?: Options) => Format,
  lang: string,
  options?: Options,
): Format {
  const key = `${lang}|${JSON.stringify(options ?? {})}`;
  let format = formats.get(key);
  if (!format) {
    format = make(lang, options);
    formats.set(key, format);
  }
  return format;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

export function dateTimeFormat(lang: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, (l, o) => new Intl.DateTimeFormat(l, o), lang, options);
}

export function numberFormat(lang: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, (l, o) => new Intl.NumberFormat(l, o), lang, options);
}

export function relativeTimeFormat(lang: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached(relativeTimeFormats, (l, o) => new Intl.RelativeTimeFormat(l, o), lang, options);
}
