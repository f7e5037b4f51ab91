import type { Plugin } from 'vite';
import type { RenderPage } from '../src/entry-server';

interface SsrDevServerOptions {
  /** The server entry, as a Vite URL ('/src/entry-server.tsx'). */
  entry: string;
  /** The client entry the page loads ('/src/main.tsx'). */
  clientEntry: string;
}

/**
 * Serves pages in `vite` dev as the build prerenders them: the server entry renders the requested URL with
 * the router, then Vite adds its client and React Refresh preamble. Requests for modules and assets never
 * reach this middleware: it runs after Vite's own.
 */
export function ssrDevServer({ entry, clientEntry }: SsrDevServerOptions): Plugin {
  return {
    name: 'sparkle:ssr-dev-server',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') return next();
          const url = req.originalUrl ?? req.url ?? '/';
          try {
            const { renderPage } = (await server.ssrLoadModule(entry)) as { renderPage: RenderPage };
            const page = await renderPage({ url, scripts: [clientEntry] });
            if (page.redirect) {
              res.statusCode = page.status;
              res.setHeader('Location', page.redirect);
              res.end();
              return;
            }
            const html = await server.transformIndexHtml(url, page.html);
            res.statusCode = page.status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          } catch (error) {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          }
        });
      };
    },
  };
}
