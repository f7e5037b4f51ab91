// Primitives: the smallest building blocks, shared by every other part of the design system.
export * from './components/Badge/Badge';
export * from './components/Button/Button';
export * from './components/Card/Card';
export * from './components/Heading/Heading';
export * from './components/Icon/Icon';
export * from './components/Icon/icons';
export * from './components/Layout/Layout';
export * from './components/Link/Link';
export * from './components/Link/LinkProvider';
export * from './components/Rating/Rating';
export * from './components/Text/Text';
export * from './components/VisuallyHidden/VisuallyHidden';
