import { t } from '@lingui/core/macro';

/**
 * The chat launcher's labels (docs/product.md, The chat assistant): on every page's first load, apart from the rest of
 * chat.ts.
 */
export const chatLauncherCopy = () =>
  ({
    openLabel: t`Open chat`,
    closeLabel: t`Close chat`,
  }) as const;
