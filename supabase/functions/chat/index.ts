// Deno entry for hosted Supabase (`supabase functions deploy chat`). Set the key with
// `supabase secrets set CHAT_API_KEY=...` (and optionally CHAT_API_URL for another OpenAI-compatible endpoint).
import { handler } from './handler.ts';

// Declared here so the Node typecheck of this folder needs no Deno types.
declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

Deno.serve((request) =>
  handler(request, { CHAT_API_KEY: Deno.env.get('CHAT_API_KEY'), CHAT_API_URL: Deno.env.get('CHAT_API_URL') }),
);
