export * from './components/Button/Button';
export * from './theme';
