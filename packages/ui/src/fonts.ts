// Self-hosted variable font from npm; no request leaves the site's origin. The latin characters come from our
// subset of it (fonts.css), the other scripts from the package.
import '@fontsource-variable/inter/wght.css';
import './fonts.css';
