import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import type { BackendContext, JwtClaims } from '../context.ts';
import { requestUrl } from '../http.ts';
import { onFrame } from './channels.ts';
import { deliver } from './delivery.ts';
import { decode, verifyToken } from './protocol.ts';
import { tableInfoCache } from './tables.ts';
import type { Connection } from './types.ts';

/**
 * Realtime at `/realtime/v1/websocket` (docs/supabase-contract.md §8): the Phoenix channel protocol as realtime-js
 * speaks it (serializer 2.0.0 arrays, 1.0.0 objects), heartbeats, channel join/leave, `access_token` updates, and
 * `postgres_changes` for tables in the `supabase_realtime` publication.
 *
 * Who sees a change is decided by the table's SELECT policies: before a row is sent to a channel it is read back
 * as the channel's JWT (`ctx.withClaims`), and only a subscriber who can read it gets it. As on hosted Supabase,
 * a DELETE cannot be checked that way (the row is gone), so on tables with RLS its `old_record` carries only the
 * primary key, and UPDATE's `old_record` likewise.
 *
 * Files by concern: capture.ts (the trigger that turns writes into changes), protocol.ts (frames and tokens),
 * channels.ts (join, leave, access tokens), filters.ts (which subscription a change matches), delivery.ts (who may
 * read it), tables.ts (the publication and each table's columns).
 */

export { installChangeCapture } from './capture.ts';

const websocketPath = '/realtime/v1/websocket';
/** realtime-js beats every 25 s; a socket silent for much longer is gone. */
const idleTimeoutMs = 90_000;

function listen(ctx: BackendContext, connections: Set<Connection>, ws: WebSocket, conn: Connection) {
  connections.add(conn);
  let idle = setTimeout(() => ws.terminate(), idleTimeoutMs);
  // Frames of one socket are handled in order, even when one of them waits for the database.
  let queue = Promise.resolve();
  ws.on('message', (data, isBinary) => {
    clearTimeout(idle);
    idle = setTimeout(() => ws.terminate(), idleTimeoutMs);
    const frame = decode(conn, data, isBinary);
    if (!frame) return;
    queue = queue.then(() => onFrame(ctx, conn, frame)).catch((cause) => console.error('[realtime]', cause));
  });
  ws.on('close', () => {
    clearTimeout(idle);
    connections.delete(conn);
  });
  ws.on('error', () => ws.terminate());
}

/** Answers the socket's upgrade request: the API key checked first (401 without a valid one). */
function upgradeWith(
  server: Server,
  ctx: BackendContext,
  accept: (request: IncomingMessage, socket: Duplex, head: Buffer, claims: JwtClaims, vsn: Connection['vsn']) => void,
) {
  return (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = requestUrl(request.url, undefined);
    if (!url || url.pathname.replace(/\/+$/, '') !== websocketPath) {
      // Leave other upgrade paths to other listeners, if any.
      if (server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    socket.on('error', () => socket.destroy());
    const vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
    const header = request.headers.apikey;
    const apiKey = url.searchParams.get('apikey') ?? (Array.isArray(header) ? header[0] : header);
    void verifyToken(ctx, apiKey).then((auth) => {
      if ('reason' in auth) {
        const body = JSON.stringify({ message: auth.reason === 'Invalid token' ? 'Invalid API key' : auth.reason });
        socket.end(
          `HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
        return;
      }
      accept(request, socket, head, auth.claims, vsn);
    });
  };
}

export function attachRealtime(server: Server, ctx: BackendContext): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const connections = new Set<Connection>();
  const tableInfo = tableInfoCache(ctx);

  let deliveries = Promise.resolve();
  const unsubscribe = ctx.onTableChange((change) => {
    deliveries = deliveries
      .then(() => deliver(ctx, connections, tableInfo, change))
      .catch((cause) => console.error('[realtime]', cause));
  });

  server.on(
    'upgrade',
    upgradeWith(server, ctx, (request, socket, head, apiKeyClaims, vsn) =>
      wss.handleUpgrade(request, socket, head, (ws) =>
        listen(ctx, connections, ws, { ws, vsn, apiKeyClaims, channels: new Map() }),
      ),
    ),
  );

  // Upgraded sockets keep `server.close()` waiting, so closing the server ends them first.
  let shutDown = false;
  const shutdown = () => {
    if (shutDown) return;
    shutDown = true;
    unsubscribe();
    for (const conn of connections) conn.ws.terminate();
    connections.clear();
    wss.close();
  };
  const closeServer = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    shutdown();
    return closeServer(callback);
  }) as Server['close'];
  server.on('close', shutdown);
}
