// A static section (src/loading/staticSection.tsx): the page's code, loaded only when it must be rendered live.
export { TestimonialsPage as default } from './TestimonialsPage';
