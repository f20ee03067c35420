/** Only same-site paths: an open redirect (//evil.example, https://…) falls back to the default. */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target.startsWith('/auth')) return fallback;
  return target;
}
