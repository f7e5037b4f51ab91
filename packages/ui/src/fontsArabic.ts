// The Arabic face for pages in Arabic (and Storybook's Arabic locale); see fontsArabic.css.
import './fontsArabic.css';
