// A static section (src/loading/staticSection.tsx): the page's code, loaded only when it must be rendered live.
export { LandingPage as default } from './LandingPage';
