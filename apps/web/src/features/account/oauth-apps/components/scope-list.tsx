import { useTranslation } from 'react-i18next';
import { OFFLINE_ACCESS, scopesFromOAuth } from '@lifeorbit/contracts/oauth';
import { TOKEN_AREAS, type TokenScopes } from '@lifeorbit/contracts/tokens';

/** What an app may do, in words: one line an area ("See your workouts and sets"), and staying connected. */
export function scopeLines(
  t: (key: string, options?: Record<string, unknown>) => string,
  scopes: TokenScopes,
  offline: boolean,
): string[] {
  const lines = TOKEN_AREAS.filter((area) => scopes[area]).map((area) =>
    t(scopes[area] === 'write' ? 'scopes.write' : 'scopes.read', { area: t(`areas.${area}`) }),
  );
  return offline ? [...lines, t('scopes.offline')] : lines;
}

/** The scopes an app asks for (OAuth's `workouts:read ... offline_access`), as a list of sentences. */
export function ScopeList({ scopes, label }: { scopes: readonly string[]; label?: string }) {
  const { t } = useTranslation('oauthApps');
  const lines = scopeLines(t, scopesFromOAuth(scopes), scopes.includes(OFFLINE_ACCESS));
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-sm" aria-label={label}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
