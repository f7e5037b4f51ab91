import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll } from 'vitest';
import * as projectAnnotations from './preview';
import { screenshotAnnotations } from './screenshots';

const project = setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, screenshotAnnotations]);

beforeAll(project.beforeAll);
