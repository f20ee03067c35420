import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { localDay } from '../support/days';
import { shot } from '../support/shots';
import { startTestProvider, type TestProvider } from '../../apps/api/test/openai-test-server';
import { DEMO_ADMIN, signInContext } from '../support/demo-data';
import { signUpViaApi } from '../support/members';

// The coach's language model is app-wide: these tests run one after another, in the desktop project only, so the
// one that configures a model never meets another's question. The Spanish run is drawn at phone size.
test.describe.configure({ mode: 'serial' });

/**
 * Four bench press sessions whose best estimated 1RM never beats the first (100 kg x 5 = 116.7 kg), a check-in of
 * energy 80 and a journal entry, all through the API as the member would log them.
 */
async function seedMember(page: Page) {
  const search = await page.request.get('/api/exercises?q=bench%20press&lang=en&limit=1');
  const bench = ((await search.json()) as { items: { id: string }[] }).items[0]!;
  for (const [weight, reps] of [
    [100, 5],
    [100, 5],
    [97.5, 5],
    [100, 4],
  ] as const) {
    const workoutId = crypto.randomUUID();
    expect((await page.request.post('/api/workouts', { data: { id: workoutId, title: 'Bench' } })).status()).toBe(201);
    const exercise = await page.request.post(`/api/workouts/${workoutId}/exercises`, {
      data: { id: crypto.randomUUID(), exerciseId: bench.id },
    });
    const { id: workoutExerciseId } = (await exercise.json()) as { id: string };
    const set = await page.request.post(`/api/workout-exercises/${workoutExerciseId}/sets`, {
      data: { id: crypto.randomUUID(), weight, reps, weightUnit: 'kg', isCompleted: true },
    });
    expect(set.status(), await set.text()).toBe(201);
    expect((await page.request.post(`/api/workouts/${workoutId}/end`)).status()).toBe(200);
  }
  expect((await page.request.put('/api/readiness', { data: { day: localDay(), energy: 80 } })).status()).toBe(200);
  const entry = await page.request.post('/api/journal/entries', {
    data: { id: crypto.randomUUID(), day: localDay(), mood: 4, energy: 3, body: 'Felt strong' },
  });
  expect(entry.status()).toBe(201);
}

const WORDS = {
  en: {
    empty: 'Tap a quick question or type your own',
    noConversations: 'No conversations yet',
    stalled: 'Why has my bench press stalled?',
    stalledAnswer:
      'Bench Press has not gained in its last 3 sessions: best estimated 1RM 116.7 kg against 116.7 kg before them.',
    recovered: 'Am I recovered?',
    recoveredAnswer: 'You look recovered: readiness 80/100.',
    week: 'How was my week?',
    weekAnswer: 'This week: 4 sessions, 4 working sets, 1,888 kg lifted.',
    moodAnswer: 'mood 4/5, energy 3/5 over 1 entry',
    trainToday: 'What should I train today?',
    trainAnswer: 'Next weights from the suggestion engine:',
    warmup: 'Plan my warm-up',
    warmupAnswer: /Warm-up for Bench Press before [\d.]+ kg:/,
    question: 'Your question',
    ask: 'Ask',
    outside: 'That is outside what I know.',
    history: 'Workout history',
    rename: 'Rename',
    title: 'Title',
    save: 'Save',
    del: 'Delete',
    deleted: 'Conversation deleted',
  },
  es: {
    empty: 'Toca una pregunta rápida o escribe la tuya',
    noConversations: 'Aún no hay conversaciones',
    stalled: '¿Por qué se ha estancado mi press de banca?',
    stalledAnswer: 'no ha mejorado en sus últimas 3 sesiones: mejor 1RM estimado 116,7 kg frente a 116,7 kg antes.',
    recovered: '¿Estoy recuperado?',
    recoveredAnswer: 'Pareces recuperado: preparación 80/100.',
    week: '¿Qué tal fue mi semana?',
    weekAnswer: 'Esta semana: 4 sesiones, 4 series efectivas, 1888 kg levantados.',
    moodAnswer: 'ánimo 4/5, energía 3/5 en 1 entrada',
    trainToday: '¿Qué entreno hoy?',
    trainAnswer: 'Próximos pesos según el motor de sugerencias:',
    warmup: 'Planifica mi calentamiento',
    warmupAnswer: /Calentamiento de .+ antes de [\d,]+ kg:/,
    question: 'Tu pregunta',
    ask: 'Preguntar',
    outside: 'Eso queda fuera de lo que sé.',
    history: 'Historial de entrenamientos',
    rename: 'Renombrar',
    title: 'Título',
    save: 'Guardar',
    del: 'Eliminar',
    deleted: 'Conversación eliminada',
  },
};

for (const lang of ['en', 'es'] as const) {
  test(`a member asks each quick question and gets answers with their numbers (${lang})`, async ({ page }) => {
    // Six exchanges, a rename, a reload and a delete: more than the default 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    const w = WORDS[lang];
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    if (lang === 'es') await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page);
    await seedMember(page);
    await page.goto('/bro-ai-coach');
    await expect(page.getByText(w.empty)).toBeVisible();
    await expect(page.getByText(w.noConversations)).toBeVisible();
    await shot(page, `coach-empty-${lang}`);

    const coach = page.getByRole('article', { name: lang === 'en' ? 'Coach' : 'Entrenador' });
    const ask = async (chip: string, expected: string | RegExp) => {
      await page.getByRole('button', { name: chip, exact: true }).click();
      await expect(coach.last()).toContainText(expected);
      await expect(page.getByRole('button', { name: w.ask, exact: true })).toBeVisible();
    };
    await ask(w.stalled, w.stalledAnswer);
    await expect(coach.last().getByRole('link', { name: w.history })).toHaveAttribute('href', '/fitness/history');
    await ask(w.recovered, w.recoveredAnswer);
    await ask(w.week, w.weekAnswer);
    await expect(coach.last()).toContainText(w.moodAnswer);
    await ask(w.trainToday, w.trainAnswer);
    await ask(w.warmup, w.warmupAnswer);
    await shot(page, `coach-answers-${lang}`);

    await page.getByLabel(w.question).fill('What is the capital of France?');
    await page.getByRole('button', { name: w.ask, exact: true }).click();
    await expect(coach.last()).toContainText(w.outside);

    // One conversation holds all six exchanges; rename it, then delete it.
    const conversations = page.getByRole('region', { name: lang === 'en' ? 'Conversations' : 'Conversaciones' });
    await page.getByRole('button', { name: new RegExp(`^${w.rename}: `) }).click();
    await page.getByLabel(w.title).fill('Bench talk');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(conversations.getByText('Bench talk')).toBeVisible();
    await page.reload();
    await expect(conversations.getByText('Bench talk')).toBeVisible();
    await conversations.getByText('Bench talk').click();
    await expect(coach).toHaveCount(6);
    await page.getByRole('button', { name: `${w.del}: Bench talk` }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.del, exact: true }).click();
    await expect(page.getByText(w.deleted)).toBeVisible();
    await expect(page.getByText(w.noConversations)).toBeVisible();
  });
}

test('the demo page answers one question in English, Spanish and Romanian side by side', async ({ page }) => {
  await page.goto('/translated-ai-coach');
  for (const name of ['English', 'Spanish', 'Romanian']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await page.getByLabel('Question').selectOption('stalled');
  await expect(page.getByRole('region', { name: 'English' })).toContainText('Bench press has not gained');
  await expect(page.getByRole('region', { name: 'Spanish' })).toContainText('Press de banca no ha mejorado');
  await expect(page.getByRole('region', { name: 'Romanian' })).toContainText('Împins la piept nu a mai progresat');
  await shot(page, 'coach-translated-en');
});

test("the admin's coach logs show a member's exchange, filtered by coach and status", async ({ page, browser }) => {
  await signUpViaApi(page);
  const question = `Tell me about quasars ${crypto.randomUUID().slice(0, 6)}`;
  const asked = await page.request.post('/api/coach/messages', {
    data: { message: question, today: localDay(), language: 'en' },
  });
  expect(asked.status()).toBe(200);
  expect(await asked.text()).toContain('event: done');

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signInContext(context, DEMO_ADMIN);
  const admin = await context.newPage();
  await admin.goto('/admin/coach-logs');
  await admin.getByLabel('Status').selectOption('refused');
  await admin.getByLabel('Coach', { exact: true }).selectOption('embedded');
  await admin.getByLabel('Search questions and answers').fill(question);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByRole('row', { name: new RegExp(question) });
  await expect(row).toContainText('Refused');
  await expect(row).toContainText('Built-in');
  await context.close();
});

test.describe('with a language model configured by the superadmin', () => {
  let provider: TestProvider;
  test.beforeAll(async () => {
    provider = await startTestProvider(Number(process.env.COACH_TEST_PROVIDER_PORT ?? 0));
  });
  test.afterAll(async ({ browser }) => {
    // Back to the built-in coach for whatever runs next.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signInContext(context, DEMO_ADMIN);
    const body = { baseUrl: null, model: null, apiKey: null, dailyLimit: 50, maxTokens: 800, timeoutSec: 30 };
    await context.request.put('/api/admin/coach-provider', { data: body });
    await context.close();
    await provider.close();
  });

  test('the answer streams from the model, the log shows its tokens, and a failing model leaves the built-in coach answering', async ({
    page,
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signInContext(context, DEMO_ADMIN);
    const admin = await context.newPage();
    await admin.goto('/admin/settings');
    await expect(admin.getByText('No language model: the built-in coach answers.')).toBeVisible();
    await admin.getByLabel('Endpoint (OpenAI-compatible)').fill(provider.url);
    await admin.getByLabel('Model', { exact: true }).fill('e2e-model');
    await admin.getByLabel('API key').fill('sk-e2e-secret');
    await admin.getByLabel('Seconds before the built-in coach answers instead').fill('2');
    await admin.getByRole('button', { name: 'Save the model settings' }).click();
    await expect(admin.getByText('The coach answers through the model set here.')).toBeVisible();
    await expect(admin.getByText('A key is stored, encrypted.')).toBeVisible();

    provider.reply = () => ({
      kind: 'text',
      pieces: ['Your readiness ', 'is 65/100 ', 'with no check-in yet, ', 'so train as planned.'],
      usage: { prompt_tokens: 321, completion_tokens: 12 },
    });
    await signUpViaApi(page);
    await page.goto('/bro-ai-coach');
    await page.getByRole('button', { name: 'Am I recovered?', exact: true }).click();
    const coach = page.getByRole('article', { name: 'Coach' });
    await expect(coach.last()).toContainText('Your readiness is 65/100 with no check-in yet, so train as planned.');
    await expect(coach.last()).toContainText('Language model');
    expect(provider.requests.at(-1)!.authorization).toBe('Bearer sk-e2e-secret');
    await shot(page, 'coach-model');

    await admin.goto('/admin/coach-logs');
    await admin.getByLabel('Coach', { exact: true }).selectOption('openai');
    const row = admin.getByRole('row', { name: /Your readiness is 65\/100/ }).first();
    await expect(row).toContainText('321 / 12');
    await expect(row).toContainText('e2e-model');

    provider.reply = () => ({ kind: 'error', status: 503 });
    await page.getByLabel('Your question').fill('Am I recovered?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(coach.last()).toContainText(
      'The language model could not answer, so the built-in coach answers instead.',
    );
    await expect(coach.last()).toContainText('readiness 65/100');
    await expect(coach.last()).toContainText('Built-in coach');
    await context.close();
  });
});
