import type { RawData } from 'ws';
import { type BackendContext, type JwtClaims, JwtError } from '../context.ts';
import type { Channel, Connection, Frame } from './types.ts';

// The Phoenix channel protocol as realtime-js speaks it: frames in, frames out, and the token checks.

export function send(conn: Connection, frame: Frame) {
  if (conn.ws.readyState !== conn.ws.OPEN) return;
  const [join_ref, ref, topic, event, payload] = frame;
  conn.ws.send(JSON.stringify(conn.vsn === '2.0.0' ? frame : { join_ref, ref, topic, event, payload }));
}

export function reply(conn: Connection, frame: Frame, status: 'ok' | 'error', response: unknown = {}) {
  const [joinRef, ref, topic] = frame;
  send(conn, [joinRef, ref, topic, 'phx_reply', { status, response }]);
}

/** A `system` error on a channel (a refused or expired token), which realtime-js shows and then closes on. */
export function sendSystemError(conn: Connection, channel: Channel, message: string) {
  send(conn, [
    channel.joinRef,
    null,
    channel.topic,
    'system',
    { status: 'error', message, extension: 'system', channel: channel.topic.slice('realtime:'.length) },
  ]);
}

/** Ends a channel from the server's side. */
export function closeChannel(conn: Connection, channel: Channel) {
  conn.channels.delete(channel.topic);
  send(conn, [channel.joinRef, null, channel.topic, 'phx_close', {}]);
}

export type Verified = { claims: JwtClaims } | { reason: string };

/** Checks an API key or access token, with the reason realtime-js shows when it is refused. */
export async function verifyToken(ctx: BackendContext, token: unknown): Promise<Verified> {
  if (typeof token !== 'string' || token === '') return { reason: 'Invalid token' };
  try {
    return { claims: await ctx.verifyJwt(token) };
  } catch (cause) {
    return {
      reason: cause instanceof JwtError && cause.reason === 'expired' ? 'Token has expired' : 'Invalid token',
    };
  }
}

const refOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** Reads a text message into a frame (either serializer); undefined for anything else. */
export function decode(conn: Connection, data: RawData, isBinary: boolean): Frame | undefined {
  if (isBinary) return undefined;
  try {
    const message = JSON.parse(data.toString()) as unknown;
    if (conn.vsn === '2.0.0') {
      if (Array.isArray(message) && message.length === 5 && typeof message[2] === 'string') {
        const [joinRef, ref, topic, event, payload] = message as unknown[];
        if (typeof event === 'string') return [refOrNull(joinRef), refOrNull(ref), topic as string, event, payload];
      }
      return undefined;
    }
    const m = message as { join_ref?: unknown; ref?: unknown; topic?: unknown; event?: unknown; payload?: unknown };
    if (typeof m.topic !== 'string' || typeof m.event !== 'string') return undefined;
    return [refOrNull(m.join_ref), refOrNull(m.ref), m.topic, m.event, m.payload];
  } catch {
    return undefined;
  }
}
