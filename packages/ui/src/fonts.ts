// Self-hosted variable font from npm; no request leaves the site's origin.
import '@fontsource-variable/inter/wght.css';
