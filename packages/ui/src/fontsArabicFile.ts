// The URL of the Arabic face's file (fontsArabic.css), for Arabic pages to preload it with their first paint.
import url from './fonts/noto-sans-arabic-wght.woff2?url';

export default url;
