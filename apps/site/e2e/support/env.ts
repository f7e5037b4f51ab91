import { join } from 'node:path';

/** What the global setup started, as the tests see it (through E2E_* environment variables). */
export interface E2EEnv {
  /** The static server serving the freshly built dist/. */
  siteUrl: string;
  /** The in-memory backend the site was built against. */
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The backend's admin account (an admin in user_roles). */
  admin: { email: string; password: string };
  /** The fake OpenAI-compatible endpoint the backend's chat function calls. */
  chatApiUrl: string;
  /** The built site (dist/), for tests that read the Vite manifest or chunk lists. */
  distDir: string;
  /** A second backend whose chat function has no API key (support/chatlessBackend.ts). */
  chatless: { url: string; anonKey: string };
  /** The backend's mail catcher: every e-mail the site sent (JSON under /api/messages). */
  inboxUrl: string;
}

export const siteDir = join(import.meta.dirname, '..', '..');

export const e2eEnvKeys = {
  siteUrl: 'E2E_SITE_URL',
  supabaseUrl: 'E2E_SUPABASE_URL',
  anonKey: 'E2E_SUPABASE_ANON_KEY',
  serviceRoleKey: 'E2E_SUPABASE_SERVICE_ROLE_KEY',
  adminEmail: 'E2E_ADMIN_EMAIL',
  adminPassword: 'E2E_ADMIN_PASSWORD',
  chatApiUrl: 'E2E_CHAT_API_URL',
  distDir: 'E2E_DIST_DIR',
  chatlessUrl: 'E2E_CHATLESS_URL',
  chatlessAnonKey: 'E2E_CHATLESS_ANON_KEY',
  inboxUrl: 'E2E_INBOX_URL',
} as const;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tests with \`pnpm test:e2e\` (global setup).`);
  return value;
}

export function e2eEnv(): E2EEnv {
  return {
    siteUrl: required(e2eEnvKeys.siteUrl),
    supabaseUrl: required(e2eEnvKeys.supabaseUrl),
    anonKey: required(e2eEnvKeys.anonKey),
    serviceRoleKey: required(e2eEnvKeys.serviceRoleKey),
    admin: { email: required(e2eEnvKeys.adminEmail), password: required(e2eEnvKeys.adminPassword) },
    chatApiUrl: required(e2eEnvKeys.chatApiUrl),
    distDir: required(e2eEnvKeys.distDir),
    chatless: { url: required(e2eEnvKeys.chatlessUrl), anonKey: required(e2eEnvKeys.chatlessAnonKey) },
    inboxUrl: required(e2eEnvKeys.inboxUrl),
  };
}

/** The headers of a request with the service role, which RLS lets through: how tests read and set rows. */
export function serviceHeaders(env: Pick<E2EEnv, 'serviceRoleKey'>, json = true): Record<string, string> {
  return {
    apikey: env.serviceRoleKey,
    Authorization: `Bearer ${env.serviceRoleKey}`,
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  };
}
