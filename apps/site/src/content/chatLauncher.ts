import { t } from '@lingui/core/macro';

/** The chat launcher's labels (SPEC §2 Chat widget): on every page's first load, apart from the rest of chat.ts. */
export const chatLauncherCopy = () =>
  ({
    openLabel: t`Open chat`,
    closeLabel: t`Close chat`,
  }) as const;
