import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { signUpViaApi } from '../support/members';
import { shot } from '../support/shots';

// Webhooks (issue 41, item 4): a member adds one in settings and keeps its secret; a test event fails at their
// receiver, they see the failed try with its answer and send it again, and it is delivered. The receiver here is the
// member's server: every request it gets is checked with the Standard Webhooks library and the secret shown once.

const WORDS = {
  en: {
    manage: 'Manage webhooks',
    title: 'Webhooks',
    empty: 'Webhooks you add appear here',
    add: 'Add webhook',
    url: 'URL',
    secret: 'Signing secret',
    done: 'Done',
    setLogged: 'Set logged',
    list: 'Your webhooks',
    sendTest: 'Send a test event to',
    deliveries: 'Deliveries',
    resend: 'Send again',
    delivered: 'Delivered',
    urlRefused: 'Enter an http or https URL',
  },
  es: {
    manage: 'Gestionar webhooks',
    title: 'Webhooks',
    empty: 'Los webhooks que añadas aparecen aquí',
    add: 'Añadir webhook',
    url: 'URL',
    secret: 'Secreto de firma',
    done: 'Hecho',
    setLogged: 'Serie registrada',
    list: 'Tus webhooks',
    sendTest: 'Enviar un evento de prueba a',
    deliveries: 'Envíos',
    resend: 'Enviar de nuevo',
    delivered: 'Entregado',
    urlRefused: 'Escribe una URL http o https',
  },
};

for (const lang of ['en', 'es'] as const) {
  test(`a webhook's deliveries are listed, one failed and sent again (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const w = WORDS[lang];
    // The member's server: refuses the first request, takes the next ones.
    const received: { headers: Record<string, string>; body: string }[] = [];
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ headers: request.headers as Record<string, string>, body });
        response.writeHead(received.length === 1 ? 503 : 200).end(received.length === 1 ? 'busy' : 'ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lifeorbit`;
    try {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await signUpViaApi(page);
      await page.goto('/settings');
      await page.getByRole('link', { name: w.manage }).click();
      await expect(page).toHaveURL(/\/settings\/webhooks$/);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByText(w.empty)).toBeVisible();
      await shot(page, `webhooks-empty-${lang}`);

      await page.getByRole('button', { name: w.add, exact: true }).click();
      await page.getByLabel(w.url, { exact: true }).fill('not a url');
      await page.getByRole('checkbox', { name: w.setLogged }).check();
      await page.getByRole('form').getByRole('button', { name: w.add, exact: true }).click();
      await expect(page.getByText(w.urlRefused)).toBeVisible();
      await page.getByLabel(w.url, { exact: true }).fill(url);
      await page.getByRole('form').getByRole('button', { name: w.add, exact: true }).click();
      const secretField = page.getByRole('textbox', { name: w.secret });
      await expect(secretField).toBeVisible();
      const secret = await secretField.inputValue();
      expect(secret).toMatch(/^whsec_/);
      await shot(page, `webhooks-created-${lang}`);
      await page.getByRole('button', { name: w.done }).click();
      const list = page.getByRole('list', { name: w.list });
      await expect(list).toContainText(url);
      expect(await page.content()).not.toContain(secret);

      // A test event: the server answers 503 to it; the try shows with its answer.
      await page.getByRole('button', { name: new RegExp(`^${w.sendTest}`) }).click();
      const deliveries = page.getByRole('list', { name: w.deliveries, exact: true });
      await expect(deliveries).toContainText('HTTP 503');
      await shot(page, `webhooks-failed-${lang}`);
      await deliveries.getByRole('button', { name: new RegExp(`^${w.resend}`) }).click();
      await expect(deliveries.getByText(w.delivered, { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(deliveries).toContainText('HTTP 200');
      await shot(page, `webhooks-delivered-${lang}`);

      // Every try was the same message, signed with the secret shown once.
      expect(received.length).toBeGreaterThanOrEqual(2);
      expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
      const wh = new Webhook(secret);
      for (const request of received) {
        expect(wh.verify(request.body, request.headers)).toMatchObject({ type: 'webhook.test' });
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
}
