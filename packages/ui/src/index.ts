export * from './admin';
export * from './composites';
export * from './forms';
export * from './primitives';
export * from './sections';
export * from './theme';
