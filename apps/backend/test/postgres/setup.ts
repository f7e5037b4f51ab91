import { inject } from 'vitest';
import { testTemplateVariable } from '../../src/index.ts';

// Every backend a test file starts in memory runs on a copy of the template database (src/index.ts).
process.env[testTemplateVariable] = inject('pgTemplate');
