// Deno entry for hosted Supabase (`supabase functions deploy outbox-worker --no-verify-jwt`): pg_cron calls it every
// minute with the worker's secret (README, "Messages"). Set SMTP_URL (port 465: Edge Functions may not connect to 25
// or 587), MAIL_FROM, SITE_URL, OUTBOX_WORKER_SECRET and optionally WHATSAPP_TOKEN / WHATSAPP_PHONE_ID with
// `supabase secrets set`. The npm packages come from deno.json beside this file.
import { handler } from '../_outbox/handler.ts';

// Declared here so the Node typecheck of this folder needs no Deno types.
declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

Deno.serve((request) =>
  handler(request, {
    SUPABASE_URL: Deno.env.get('SUPABASE_URL'),
    SUPABASE_SERVICE_ROLE_KEY: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'),
    OUTBOX_WORKER_SECRET: Deno.env.get('OUTBOX_WORKER_SECRET'),
    SMTP_URL: Deno.env.get('SMTP_URL'),
    MAIL_FROM: Deno.env.get('MAIL_FROM'),
    SITE_URL: Deno.env.get('SITE_URL'),
    WHATSAPP_TOKEN: Deno.env.get('WHATSAPP_TOKEN'),
    WHATSAPP_PHONE_ID: Deno.env.get('WHATSAPP_PHONE_ID'),
    WHATSAPP_API_URL: Deno.env.get('WHATSAPP_API_URL'),
  }),
);
