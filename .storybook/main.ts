import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for the whole repository: the design system, the statecharts' pages and the site's stories. */
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../.storybook/machines/**/*.stories.@(ts|tsx)',
    '../apps/site/src/**/*.stories.@(ts|tsx)',
    // The outbox's e-mails (supabase/functions/_messages), in both languages.
    '../supabase/functions/_messages/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    // The site's pages translate their texts with Lingui's macros.
    const { linguiMacros } = await import('../apps/site/vite-plugins/linguiMacros.ts');
    viteConfig.plugins = [linguiMacros(), ...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Pre-bundle up front so the first browser test run does not reload half-way through.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@ariakit/react',
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/css/recipe',
        'lucide-react',
        // The back office's charts (ChartCard).
        'recharts',
        'xstate',
        '@xstate/react',
        // The site's page stories run pages under a memory router.
        '@tanstack/react-router',
      ],
    };
    return viteConfig;
  },
};
export default config;
