/**
 * `npm run bench:chat`: the chat assistant against its evaluation set (chat-eval.json, both languages), on a fresh
 * in-memory backend prepared as the set says. Prints, per category and language, how many answers held their facts,
 * the invented figures (amounts, times, phone numbers that are neither facts nor a tool's result) and the answer time
 * (median and p95 of the handler's whole answer, its Data API calls included, after a first pass over the set that
 * is not measured: see runEval). Without CHAT_API_KEY it measures the
 * embedded assistant; with CHAT_API_KEY (and CHAT_API_URL, CHAT_MODEL for another OpenAI-compatible endpoint) the
 * model path, which falls back to the embedded answer as it does when serving. A measurement, not a test.
 * `--verbose` prints every wrong answer.
 */
import { startBackend } from '../src/index.ts';
import { evalEnv, prepareBackend, readEvalSet, runEval, summarize } from './chatEval.ts';

const set = readEvalSet();
const backend = await startBackend({ port: 0, admin: false });
try {
  await prepareBackend(backend, set.setup);
  const key = process.env.CHAT_API_KEY?.trim();
  const env = evalEnv(
    backend,
    set.setup,
    key
      ? {
          CHAT_API_KEY: key,
          CHAT_API_URL: process.env.CHAT_API_URL,
          CHAT_MODEL: process.env.CHAT_MODEL,
          CHAT_TIMEOUT_MS: process.env.CHAT_TIMEOUT_MS,
        }
      : undefined,
  );
  const results = await runEval(set, env, { warmUp: 'all' });
  const summary = summarize(results);
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
  console.log(`bench:chat — ${key ? `model path (${process.env.CHAT_MODEL || 'gpt-4o-mini'})` : 'embedded assistant'}`);
  console.log(`${summary.total} questions (${summary.byLocale.map((l) => `${l.locale} ${l.total}`).join(', ')})\n`);
  console.log('category        answers  correct  accuracy');
  for (const [category, { total, correct }] of [...summary.byCategory].sort()) {
    console.log(
      `${category.padEnd(15)} ${String(total).padStart(7)}  ${String(correct).padStart(7)}  ${pct(correct, total).padStart(8)}`,
    );
  }
  for (const { locale, total, correct } of summary.byLocale) {
    console.log(
      `${`(${locale})`.padEnd(15)} ${String(total).padStart(7)}  ${String(correct).padStart(7)}  ${pct(correct, total).padStart(8)}`,
    );
  }
  console.log(
    `${'all'.padEnd(15)} ${String(summary.total).padStart(7)}  ${String(summary.correct).padStart(7)}  ${pct(summary.correct, summary.total).padStart(8)}`,
  );
  const models = results.filter((r) => r.source === 'model').length;
  if (key) console.log(`\nanswered by the model: ${models}, by the embedded fall-back: ${summary.total - models}`);
  console.log(`\ninvented figures: ${summary.invented}`);
  console.log(`answer time: median ${summary.medianMs.toFixed(1)} ms, p95 ${summary.p95Ms.toFixed(1)} ms`);
  if (process.argv.includes('--verbose')) {
    for (const r of results.filter((result) => !result.correct)) {
      console.log(`\n✗ ${r.question.id}: ${r.question.question}\n  ${r.reply}`);
      console.log(`  links: ${r.links.map((l) => l.href).join(' ') || '-'}`);
      if (r.missing.length) console.log(`  missing: ${r.missing.join(' | ')}`);
      if (r.present.length) console.log(`  should not say: ${r.present.join(' | ')}`);
      if (!r.linkFound) console.log(`  no link with: ${r.question.link}`);
      if (r.invented.amounts.length + r.invented.times.length + r.invented.phones.length)
        console.log(`  invented: ${JSON.stringify(r.invented)}`);
    }
  }
} finally {
  await backend.close();
}
