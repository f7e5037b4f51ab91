import { handler as outboxWorkerHandler } from '@sparkle/outbox/handler';
import { handler as chatHandler, createChatRateLimiter } from '../../../supabase/functions/chat/handler.ts';
import type { BackendContext, ServiceHandler } from './context.ts';

/**
 * Edge functions at `/functions/v1/<name>` (docs/supabase-contract.md §7). Each function is the same plain
 * `Request -> Response` module that hosted Supabase deploys from `supabase/functions/<name>`; here it gets its
 * environment from the backend's config instead of `Deno.env`. Functions answer their own CORS preflight.
 * The config is read on every call, so a changed key or endpoint applies at once. Each handler made here keeps its
 * own per-client chat budget, as one function instance does on hosted Supabase.
 */
export function createFunctionsHandler(): ServiceHandler {
  const chatLimiter = createChatRateLimiter();
  const functions: Record<string, (request: Request, ctx: BackendContext) => Promise<Response>> = {
    // The price list and the calendar come through this backend's own Data API, with the anon key, as hosted
    // Supabase gives a function SUPABASE_URL and SUPABASE_ANON_KEY.
    chat: (request, ctx) =>
      chatHandler(request, {
        CHAT_API_KEY: ctx.config.chat.apiKey,
        CHAT_API_URL: ctx.config.chat.apiUrl,
        CHAT_MODEL: ctx.config.chat.model,
        CHAT_TIMEOUT_MS: ctx.config.chat.timeoutMs,
        SUPABASE_URL: ctx.config.url,
        SUPABASE_ANON_KEY: ctx.config.anonKey,
        limiter: chatLimiter,
      }),
    // The worker already runs inside this backend; the function is served too, from the same code hosted Supabase
    // deploys, so that the path pg_cron takes there can be exercised here (test/outbox-hosted.test.ts).
    'outbox-worker': (request, ctx) =>
      outboxWorkerHandler(request, {
        SUPABASE_URL: ctx.config.url,
        SUPABASE_SERVICE_ROLE_KEY: ctx.config.serviceRoleKey,
        SMTP_URL: ctx.config.outbox?.smtpUrl,
        MAIL_FROM: ctx.config.outbox?.mailFrom,
        SITE_URL: ctx.config.outbox?.siteUrl,
        WHATSAPP_TOKEN: ctx.config.outbox?.whatsapp?.token,
        WHATSAPP_PHONE_ID: ctx.config.outbox?.whatsapp?.phoneId,
        WHATSAPP_API_URL: ctx.config.outbox?.whatsapp?.apiUrl,
      }),
  };
  return (request, path, ctx) => handleFunction(functions, request, path, ctx);
}

async function handleFunction(
  functions: Record<string, (request: Request, ctx: BackendContext) => Promise<Response>>,
  request: Request,
  path: string,
  ctx: BackendContext,
): Promise<Response> {
  // `/chat`, `/chat/` and `/chat/anything` all reach `chat`, as on hosted Supabase.
  const name = path.split('/').find((segment) => segment !== '') ?? '';
  const fn = Object.hasOwn(functions, name) ? functions[name] : undefined;
  if (!fn) {
    return Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 });
  }
  // Hosted Supabase's gateway verifies the caller's JWT before a function runs (`verify_jwt`, on by default):
  // the anon key or a user's token. Preflights carry no credentials and go to the function.
  if (request.method !== 'OPTIONS') {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token) return Response.json({ code: 401, message: 'Missing authorization header' }, { status: 401 });
    try {
      await ctx.verifyJwt(token);
    } catch {
      return Response.json({ code: 401, message: 'Invalid JWT' }, { status: 401 });
    }
  }
  return fn(request, ctx);
}
