// The URLs of the Arabic face's files (fontsArabic.css), for Arabic pages to preload them with their first paint:
// the Arabic letters (default export) and the family's Latin characters those pages show (not the rest of Latin,
// fetched only if drawn).
import latinUrl from './fonts/noto-sans-arabic-latin-core-wght.woff2?url';
import url from './fonts/noto-sans-arabic-wght.woff2?url';

export { latinUrl };
export default url;
