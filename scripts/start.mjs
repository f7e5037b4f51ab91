// `npm start`: the website on this machine. Installs the dependencies, starts the local Supabase-compatible
// backend (data kept in .data/backend), builds and prerenders the site against it, and serves dist/.
// PORT (default 4173) is the site's port, BACKEND_PORT (default 54321) the backend's.
import { join } from 'node:path';
import { printAdmin, printInbox, startBackend, startChild, stopAll } from './local-stack.mjs';
import { installDependencies, log, pnpm, root } from './setup.mjs';

// biome-ignore lint/suspicious/noUndeclaredEnvVars: npm start reads it directly; not a turbo task
const sitePort = Number(process.env.PORT || 4173);
// biome-ignore lint/suspicious/noUndeclaredEnvVars: npm start reads it directly; not a turbo task
const backendPort = Number(process.env.BACKEND_PORT || 54321);
const siteUrl = process.env.VITE_SITE_URL || `http://localhost:${sitePort}`;

installDependencies();
// The backend's messages (booking confirmations, reminders…) link to the site's pages.
const backend = await startBackend(backendPort, { SITE_URL: siteUrl });

log('Building the site against the local backend');
const siteEnv = {
  VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL || backend.url,
  VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY || backend.anonKey,
  VITE_SITE_URL: siteUrl,
};
const status = pnpm(['--filter', '@sparkle/site', 'run', 'build'], { allowFailure: true, env: siteEnv });
if (status !== 0) stopAll(status);
else {
  const siteDir = join(root, 'apps', 'site');
  startChild(
    'The site server',
    join(root, 'node_modules', '.bin', 'tsx'),
    ['scripts/serve.ts', '--port', String(sitePort)],
    {
      cwd: siteDir,
      // With the project's URL and key the server renders pages again after an admin's inline edit.
      // biome-ignore lint/suspicious/noUndeclaredEnvVars: npm start reads it directly; not a turbo task
      env: { HOST: process.env.HOST || '127.0.0.1', ...siteEnv },
    },
  );
  setTimeout(() => {
    console.log(
      [
        '',
        'Sparkle Dubai is running:',
        `  Website:  http://localhost:${sitePort}`,
        `  Backend:  ${backend.url} (Supabase-compatible API)`,
        printInbox(backend),
        printAdmin(backend),
        '  Sign in at /auth; the admin dashboard is /admin. Ctrl+C stops both.',
        '',
      ].join('\n'),
    );
  }, 500);
}
