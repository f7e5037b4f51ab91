// `npm run dev`: the local backend (data in .data/backend) and the site's Vite dev server, which renders
// pages on the server as the build prerenders them. PORT (default 5173) is the dev server's port,
// BACKEND_PORT (default 54321) the backend's. Run `npm start` once first on a fresh clone (it installs).
import { join } from 'node:path';
import { printAdmin, printInbox, startBackend, startChild } from './local-stack.mjs';
import { root } from './setup.mjs';

// biome-ignore lint/suspicious/noUndeclaredEnvVars: npm run dev reads it directly; not a turbo task
const devPort = Number(process.env.PORT || 5173);
// biome-ignore lint/suspicious/noUndeclaredEnvVars: npm run dev reads it directly; not a turbo task
const backend = await startBackend(Number(process.env.BACKEND_PORT || 54321), {
  SITE_URL: process.env.VITE_SITE_URL || `http://localhost:${devPort}`,
});

const siteDir = join(root, 'apps', 'site');
startChild(
  'The Vite dev server',
  join(siteDir, 'node_modules', '.bin', 'vite'),
  ['--port', String(devPort), '--strictPort'],
  {
    cwd: siteDir,
    env: {
      VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL || backend.url,
      VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY || backend.anonKey,
      VITE_SITE_URL: process.env.VITE_SITE_URL || `http://localhost:${devPort}`,
    },
  },
);
setTimeout(() => {
  console.log(
    [
      '',
      `  Backend:  ${backend.url}`,
      printInbox(backend),
      printAdmin(backend),
      `  Site (dev): http://localhost:${devPort}`,
      '',
    ].join('\n'),
  );
}, 1500);
