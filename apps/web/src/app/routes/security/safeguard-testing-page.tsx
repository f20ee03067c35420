import { isValidEmail, isValidUuid, sanitizeHtml, sanitizeJson, sanitizeNumber, sanitizeText } from '@lifeorbit/domain';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { onSecurityEvent, type SecurityEvent } from '@/features/security/lib/security-events';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Hostile sample input, each run through the same sanitiser the API uses (packages/domain). */
const SAMPLES: { key: string; input: string; run: (input: string) => unknown }[] = [
  {
    key: 'html',
    input: '<p onclick="steal()">Hi <script>alert(1)</script><b>there</b><a href="javascript:x">link</a></p>',
    run: sanitizeHtml,
  },
  { key: 'htmlImg', input: '<img src=x onerror="alert(document.cookie)"><i>kept</i>', run: sanitizeHtml },
  { key: 'text', input: 'Bench\u0000 press\u0007 \u001b[31mred\u001b[0m   ', run: (v) => sanitizeText(v, 20) },
  { key: 'number', input: '82,5 kg', run: (v) => sanitizeNumber(v, { min: 0, max: 500 }) },
  { key: 'numberClamp', input: '9999', run: (v) => sanitizeNumber(v, { min: 0, max: 500 }) },
  { key: 'json', input: '{"__proto__": {"admin": true}, "sets": 3}', run: sanitizeJson },
  { key: 'jsonBad', input: "{'sets': 3", run: sanitizeJson },
  { key: 'email', input: 'ana@example', run: isValidEmail },
  { key: 'emailOk', input: 'ana@example.com', run: isValidEmail },
  { key: 'uuid', input: '00000000-0000-0000-0000-000000000000', run: isValidUuid },
  { key: 'uuidOk', input: '0b6e0f1c-6a51-4c53-9a7e-3a5f0c7d9e12', run: isValidUuid },
];

/** Each adds something an attacker would try; the CSP stops it from running and the monitor reports it. */
const ATTACKS: { key: string; run: (container: HTMLElement) => void }[] = [
  {
    key: 'inlineHandler',
    run: (container) => {
      const img = document.createElement('img');
      img.setAttribute('alt', '');
      img.setAttribute('onerror', `window.__xssRan = true; // ${Date.now()}`);
      img.src = 'data:,broken';
      container.append(img);
    },
  },
  {
    key: 'inlineScript',
    run: (container) => {
      const script = document.createElement('script');
      script.textContent = `window.__stolen = document.cookie; // ${Date.now()}`;
      container.append(script);
    },
  },
];

const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value));

/** Spec §2 demo page: the sanitisers and the client security monitor, tried on hostile input, with no sign-in. */
export function SafeguardTestingPage() {
  const { t } = useTranslation(['security', 'routes']);
  const sandbox = useRef<HTMLDivElement>(null);
  const [events, setEvents] = useState<SecurityEvent[]>([]);
  useDocumentTitle(t('routes:safeguardTesting.title'));
  useEffect(() => onSecurityEvent((event) => setEvents((list) => [event, ...list].slice(0, 10))), []);

  return (
    <>
      <PageHeader title={t('routes:safeguardTesting.title')} description={t('intro')} />
      <Card>
        <CardTitle>{t('sanitisers')}</CardTitle>
        <CardDescription>{t('sanitisersHint')}</CardDescription>
        <ScrollRegion label={t('sanitisers')} className="mt-4">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {t('check')}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t('input')}
                </th>
                <th scope="col" className="py-2">
                  {t('output')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border align-top">
              {SAMPLES.map((sample) => (
                <tr key={sample.key}>
                  <td className="py-2 pr-4 whitespace-nowrap">{t(`samples.${sample.key}`)}</td>
                  <td className="py-2 pr-4">
                    <code className="text-xs break-all text-muted">{show(sample.input)}</code>
                  </td>
                  <td className="py-2">
                    <code data-testid={`out-${sample.key}`} className="text-xs break-all text-accent">
                      {show(sample.run(sample.input))}
                    </code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Card>
      <Card className="mt-4">
        <CardTitle>{t('monitor')}</CardTitle>
        <CardDescription>{t('monitorHint')}</CardDescription>
        <div className="mt-4 flex flex-wrap gap-2">
          {ATTACKS.map((attack) => (
            <Button
              key={attack.key}
              variant="secondary"
              onClick={() => {
                if (sandbox.current) attack.run(sandbox.current);
              }}
            >
              {t(`attacks.${attack.key}`)}
            </Button>
          ))}
        </div>
        <div ref={sandbox} hidden />
        <h3 className="mt-4 text-sm font-semibold">{t('reported')}</h3>
        {events.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t('nothingYet')}</p>
        ) : (
          <ul aria-live="polite" className="mt-2 flex flex-col gap-2">
            {events.map((event, index) => (
              <li
                key={index}
                className="flex items-start gap-2 rounded-[8px] border border-border bg-raised p-2 text-xs"
              >
                <ShieldCheck className="size-4 shrink-0 text-accent" aria-hidden />
                <code className="break-all">{JSON.stringify(event)}</code>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
