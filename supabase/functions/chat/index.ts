// Deno entry for hosted Supabase (`supabase functions deploy chat`). Without a key it answers from the company's facts,
// reading the price list and the calendar at SUPABASE_URL with SUPABASE_ANON_KEY (hosted Supabase sets both). For a
// model: `supabase secrets set CHAT_API_KEY=...` (and optionally CHAT_API_URL for another OpenAI-compatible endpoint,
// CHAT_MODEL, CHAT_TIMEOUT_MS). deno.json beside this file maps the search library to its npm package.
import { chatDefaultPerMinute, createChatRateLimiter, handler } from './handler.ts';

// Declared here so the Node typecheck of this folder needs no Deno types.
declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

// One budget per function instance (CHAT_RATE_LIMIT_PER_MINUTE per client address, default 10). Check which header
// carries the client address on your project and set CHAT_CLIENT_ADDRESS_HEADER if it is not x-forwarded-for.
const limiter = createChatRateLimiter({
  perMinute: Number(Deno.env.get('CHAT_RATE_LIMIT_PER_MINUTE')) || chatDefaultPerMinute,
});

Deno.serve((request) =>
  handler(request, {
    CHAT_API_KEY: Deno.env.get('CHAT_API_KEY'),
    CHAT_API_URL: Deno.env.get('CHAT_API_URL'),
    CHAT_MODEL: Deno.env.get('CHAT_MODEL'),
    CHAT_TIMEOUT_MS: Deno.env.get('CHAT_TIMEOUT_MS'),
    SUPABASE_URL: Deno.env.get('SUPABASE_URL'),
    SUPABASE_ANON_KEY: Deno.env.get('SUPABASE_ANON_KEY'),
    CHAT_CLIENT_ADDRESS_HEADER: Deno.env.get('CHAT_CLIENT_ADDRESS_HEADER'),
    limiter,
  }),
);
