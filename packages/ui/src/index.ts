export * from './admin';
export * from './composites';
export * from './crew';
export * from './forms';
export * from './primitives';
export * from './sections';
export * from './theme';
