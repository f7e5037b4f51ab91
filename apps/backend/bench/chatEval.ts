/**
 * The chat assistant's evaluation (`chat-eval.json`), shared by `npm run bench:chat` and test/chat-eval.test.ts: a
 * local backend prepared as the set's `setup` says (its clock, closed days and crews, so that "any slot Saturday
 * morning?" has one right answer), every question asked through the chat handler as the widget asks it, and each
 * answer judged: it must contain every `must` text, none of the `mustNot` ones, a link whose address contains `link`
 * when one is given, and no figure (amount, time, phone number) that is neither a fact nor what a tool answered.
 */
import { readFileSync } from 'node:fs';
import type { BookableServiceId } from '@sparkle/company/booking';
import { embeddedAnswer } from '../../../supabase/functions/chat/embedded.ts';
import {
  type extractFigures,
  type factFigures,
  hasInvented,
  inventedFigures,
} from '../../../supabase/functions/chat/figures.ts';
import { type ChatEnv, type ChatReplyBody, handler } from '../../../supabase/functions/chat/handler.ts';
import { type ChatData, restChatData } from '../../../supabase/functions/chat/tools.ts';
import type { RunningBackend } from '../src/index.ts';

export interface EvalQuestion {
  id: string;
  category: string;
  locale: 'en' | 'ar';
  question: string;
  history?: { sender: 'user' | 'bot'; text: string }[];
  must: string[];
  mustNot?: string[];
  link?: string;
}

export interface EvalSet {
  setup: { now: string; closedDays: string[]; crews: Partial<Record<BookableServiceId, number>> };
  questions: EvalQuestion[];
}

export interface EvalResult {
  question: EvalQuestion;
  reply: string;
  links: { label: string; href: string }[];
  source: string;
  ms: number;
  missing: string[];
  present: string[];
  linkFound: boolean;
  invented: ReturnType<typeof extractFigures>;
  correct: boolean;
}

export const evalSetPath = new URL('./chat-eval.json', import.meta.url);

export function readEvalSet(): EvalSet {
  return JSON.parse(readFileSync(evalSetPath, 'utf8')) as EvalSet;
}

/** Gives the backend the set's clock (the database's "now"), closed days and crews. */
export async function prepareBackend(backend: RunningBackend, setup: EvalSet['setup']): Promise<void> {
  const { db } = backend.ctx;
  const at = new Date(setup.now).toISOString();
  await db.query(`create or replace function private.booking_now() returns timestamptz language sql stable
    set search_path = '' as $$ select '${at}'::timestamptz $$`);
  for (const day of setup.closedDays) {
    await db.query('insert into public.closed_days (day, reason) values ($1, $2) on conflict do nothing', [
      day,
      'Evaluation',
    ]);
  }
  for (const [service, crews] of Object.entries(setup.crews)) {
    await db.query('update public.service_capacity set crews = $1 where service = $2', [crews, service]);
  }
}

/** What the handler is given: the backend's Data API and the set's clock; a key and endpoint for the model path. */
export function evalEnv(backend: RunningBackend, setup: EvalSet['setup'], model?: ChatEnv): ChatEnv {
  const now = Date.parse(setup.now);
  return { data: restChatData({ url: backend.url, apiKey: backend.anonKey }), now: () => now, ...model };
}

async function ask(env: ChatEnv, item: EvalQuestion): Promise<{ body: ChatReplyBody; ms: number }> {
  const request = new Request('http://chat.eval/functions/v1/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      messages: [...(item.history ?? []), { sender: 'user', text: item.question }],
      locale: item.locale,
    }),
  });
  const started = performance.now();
  const response = await handler(request, env);
  const body = (await response.json()) as ChatReplyBody;
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${item.id}: the chat function answered ${response.status}`);
  return { body, ms };
}

/**
 * The figures an answer to `item` may state: the facts, and what the embedded assistant's tools answered for the
 * same question (the estimate, the free times), which is what the handler checks against too.
 */
async function allowedFor(item: EvalQuestion, data: ChatData, now: number) {
  const answer = await embeddedAnswer([...(item.history ?? []), { sender: 'user', text: item.question }], {
    locale: item.locale,
    data,
    now,
  });
  return answer.allowed;
}

export function judge(item: EvalQuestion, body: ChatReplyBody, allowed: ReturnType<typeof factFigures>, ms: number) {
  const shown = `${body.reply}\n${body.links.map((link) => link.label).join('\n')}`;
  const missing = item.must.filter((text) => !shown.includes(text));
  const present = (item.mustNot ?? []).filter((text) => shown.includes(text));
  const linkFound = item.link === undefined || body.links.some((link) => link.href.includes(item.link as string));
  const invented = inventedFigures(shown, allowed);
  return {
    question: item,
    reply: body.reply,
    links: body.links,
    source: body.source,
    ms,
    missing,
    present,
    linkFound,
    invented,
    correct: missing.length === 0 && present.length === 0 && linkFound && !hasInvented(invented),
  } satisfies EvalResult;
}

/**
 * Asks every question once and judges the answers. First, unmeasured, one question (which builds the search
 * indexes) or, with `warmUp: 'all'`, the whole set: a serving function has answered before, and the database has
 * planned its queries (the first calls of a function in the embedded Postgres take several times longer). Nothing
 * is cached between answers, so the second pass is the steady state, not a replay.
 */
export async function runEval(
  set: EvalSet,
  env: ChatEnv,
  { warmUp = 'one' }: { warmUp?: 'one' | 'all' } = {},
): Promise<EvalResult[]> {
  const now = (env.now ?? Date.now)();
  const data = env.data as ChatData;
  for (const item of warmUp === 'all' ? set.questions : set.questions.slice(0, 1)) await ask(env, item);
  const results: EvalResult[] = [];
  for (const item of set.questions) {
    const { body, ms } = await ask(env, item);
    results.push(judge(item, body, await allowedFor(item, data, now), ms));
  }
  return results;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export function summarize(results: EvalResult[]) {
  const byCategory = new Map<string, { total: number; correct: number }>();
  for (const result of results) {
    const entry = byCategory.get(result.question.category) ?? { total: 0, correct: 0 };
    entry.total++;
    if (result.correct) entry.correct++;
    byCategory.set(result.question.category, entry);
  }
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const invented = results.reduce(
    (sum, r) => sum + r.invented.amounts.length + r.invented.times.length + r.invented.phones.length,
    0,
  );
  const correct = results.filter((r) => r.correct).length;
  return {
    total: results.length,
    correct,
    accuracy: correct / results.length,
    invented,
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
    byCategory,
    byLocale: (['en', 'ar'] as const).map((locale) => {
      const of = results.filter((r) => r.question.locale === locale);
      return { locale, total: of.length, correct: of.filter((r) => r.correct).length };
    }),
  };
}
