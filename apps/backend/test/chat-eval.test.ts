import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedAnswer } from '../../../supabase/functions/chat/embedded.ts';
import { hasInvented, inventedFigures } from '../../../supabase/functions/chat/figures.ts';
import type { ChatData } from '../../../supabase/functions/chat/tools.ts';
import { evalEnv, prepareBackend, readEvalSet, runEval, summarize } from '../bench/chatEval.ts';
import { type RunningBackend, startBackend } from '../src/index.ts';

// The evaluation set of `npm run bench:chat` (bench/chat-eval.json), as a test: the embedded assistant never states a
// figure that is neither a fact nor what its tools answered, in any answer of the set, and keeps 95% of its answers
// right. The set is answered against a backend prepared as it says (its clock, a closed day, a service without crews).

const set = readEvalSet();
let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, admin: false });
  await prepareBackend(backend, set.setup);
});

afterAll(async () => {
  await backend?.close();
});

describe('the evaluation set', () => {
  it('has at least 150 questions in both languages, each with the facts its answer must hold', () => {
    expect(set.questions.length).toBeGreaterThanOrEqual(150);
    for (const locale of ['en', 'ar']) {
      expect(set.questions.filter((q) => q.locale === locale).length).toBeGreaterThanOrEqual(60);
    }
    for (const question of set.questions) expect(question.must.length, question.id).toBeGreaterThan(0);
    expect(new Set(set.questions.map((q) => q.id)).size).toBe(set.questions.length);
  });

  // 186 answers, each with a database read or two: real work on two busy cores.
  it('gets no invented figure in any embedded answer', { timeout: 120_000 }, async () => {
    const env = evalEnv(backend, set.setup);
    const now = (env.now as () => number)();
    const offenders: string[] = [];
    for (const question of set.questions) {
      const answer = await embeddedAnswer([...(question.history ?? []), { sender: 'user', text: question.question }], {
        locale: question.locale,
        data: env.data as ChatData,
        now,
      });
      const shown = `${answer.text}\n${answer.links.map((link) => link.label).join('\n')}`;
      const invented = inventedFigures(shown, answer.allowed);
      if (hasInvented(invented)) offenders.push(`${question.id}: ${JSON.stringify(invented)} in ${answer.text}`);
    }
    expect(offenders).toEqual([]);
  });

  it('answers at least 95% of the questions with their facts, through the handler', { timeout: 120_000 }, async () => {
    const results = await runEval(set, evalEnv(backend, set.setup));
    const summary = summarize(results);
    const wrong = results.filter((r) => !r.correct).map((r) => `${r.question.id}: ${r.reply}`);
    expect(summary.accuracy, wrong.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(summary.invented).toBe(0);
  });
});
