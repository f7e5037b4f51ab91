/**
 * React DOM and the router in chunks of their own, beside the entry: the page's script loader evaluates them one
 * task each (src/loading/boot/loadScripts.ts), so no single task blocks a phone for long. The site's build uses these
 * groups (vite.config.ts), and so does the framework floor of the bundle benchmark (scripts/bundle-report.ts):
 * what the framework costs is measured as the site ships it, three files with a gzip stream each, not as one.
 */
export const frameworkChunkGroups = [
  { name: 'react-dom', test: /node_modules[\\/].*(react-dom|scheduler)[\\/]/ },
  // The router's packages; TanStack Query stays with the back office that uses it.
  { name: 'router', test: /node_modules[\\/].*@tanstack[\\/](?!(react-)?query)/ },
];
