import type { WebSocket } from 'ws';
import type { JwtClaims } from '../context.ts';

/** A Phoenix message as serializer 2.0.0 sends it (1.0.0's objects are read into the same shape). */
export type Frame = [joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown];

export interface Filter {
  column: string;
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
  values: string[];
}

/** One `postgres_changes` subscription of a channel. */
export interface Binding {
  id: number;
  event: string;
  schema: string;
  table: string | undefined;
  filter: Filter | undefined;
}

export interface Channel {
  topic: string;
  joinRef: string | null;
  claims: JwtClaims;
  bindings: Binding[];
}

export interface Connection {
  ws: WebSocket;
  vsn: '1.0.0' | '2.0.0';
  apiKeyClaims: JwtClaims;
  channels: Map<string, Channel>;
}

export interface TableInfo {
  columns: { name: string; type: string }[];
  primaryKey: string[];
  rls: boolean;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
