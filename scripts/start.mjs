// `npm start`: the product's main job. Until the website exists this serves the design system's Storybook.
import { installDependencies, log, pnpm } from './setup.mjs';

installDependencies();
log('Starting Storybook on http://localhost:6006');
pnpm(['exec', 'storybook', 'dev', '-p', process.env.PORT ?? '6006', '--no-open', '--ci']);
