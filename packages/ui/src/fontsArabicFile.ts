// The URLs of the Arabic face's files (fontsArabic.css), for Arabic pages to preload them with their first paint:
// the Arabic letters (default export) and the family's digits and punctuation.
import punctuationUrl from './fonts/noto-sans-arabic-punctuation-wght.woff2?url';
import url from './fonts/noto-sans-arabic-wght.woff2?url';

export { punctuationUrl };
export default url;
