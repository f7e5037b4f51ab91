import './theme.css';

export { vars } from './contract.css';
export { media } from './media';
export { breakpoints, tokens } from './tokens';
