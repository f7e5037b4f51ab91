/** A Lingui catalogue, compiled on import by @lingui/vite-plugin (src/locales/ar.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
