/**
 * One check of JSON text before anything parses or stores it: refuses what Postgres cannot hold and nesting no
 * real request has. Postgres `text`/`json(b)` cannot contain U+0000 and rejects a lone UTF-16 surrogate escape
 * (`\udc00`), and JSON nested tens of thousands of levels deep overflows the stack of whoever walks it (V8's
 * JSON.stringify, Postgres' json parser: `XX000 bad buffer ID`, or a 500). Without this, such bodies answered 500;
 * with it they get a 400 with a clear message and nothing runs.
 *
 * The scan is one pass over the characters, without recursion, so it is safe on any input. It does not check the
 * JSON syntax; the service that parses the body does that and answers in its own error format.
 */

/** Deeper than any request the site or supabase-js makes (metadata, rows, rpc arguments are a few levels). */
export const maxJsonDepth = 100;

/** Why `text` may not go further, or undefined when it may. */
export function jsonTextProblem(text: string, maxDepth = maxJsonDepth): string | undefined {
  let depth = 0;
  let inString = false;
  // A high surrogate escape waiting for its low half.
  let pendingHigh = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) {
        const next = text[i + 1];
        if (next === 'u') {
          const code = Number.parseInt(text.slice(i + 2, i + 6), 16);
          i += 5;
          if (Number.isNaN(code)) continue; // not JSON; the parser will say so
          if (code === 0) return 'text cannot contain the NUL character (\\u0000)';
          if (code >= 0xd800 && code <= 0xdbff) {
            if (pendingHigh) return 'text cannot contain an unpaired surrogate (\\ud800-\\udfff)';
            pendingHigh = true;
            continue;
          }
          if (code >= 0xdc00 && code <= 0xdfff) {
            if (!pendingHigh) return 'text cannot contain an unpaired surrogate (\\ud800-\\udfff)';
            pendingHigh = false;
            continue;
          }
        } else {
          i += 1;
        }
        if (pendingHigh) return 'text cannot contain an unpaired surrogate (\\ud800-\\udfff)';
        continue;
      }
      if (pendingHigh) return 'text cannot contain an unpaired surrogate (\\ud800-\\udfff)';
      if (char === 0x22 /* " */) inString = false;
      else if (char === 0) return 'text cannot contain the NUL character (\\u0000)';
      else if (char >= 0xd800 && char <= 0xdfff) {
        // A raw surrogate must come as a pair (a character outside the BMP).
        const low = text.charCodeAt(i + 1);
        if (char > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) {
          return 'text cannot contain an unpaired surrogate (\\ud800-\\udfff)';
        }
        i += 1;
      }
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > maxDepth) return `JSON is nested more than ${maxDepth} levels deep`;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) depth -= 1;
    else if (char === 0) return 'text cannot contain the NUL character (\\u0000)';
  }
  return undefined;
}
