import { PayloadError, payloadReader } from '../template.ts';

/** What the auth e-mails read from their payload (written by `public.auth_send_email_hook`). */
export interface AccountLinkMessage {
  /** The site's page that finishes the flow, with the link's one-time `token_hash` (absolute). */
  link: string;
  email: string;
  /** How long the link works. */
  minutes: number;
}

export function parseAccountLink(kind: string, payload: Record<string, unknown>): AccountLinkMessage {
  const read = payloadReader(kind, payload);
  const link = read.text('link');
  if (!/^https?:\/\/[^/?#]+\/auth\/[a-z-]+\?token_hash=[0-9a-f]{16,128}&type=[a-z_]+$/.test(link)) {
    throw new PayloadError(kind, 'link');
  }
  const minutes = read.amount('expires_in_minutes') ?? 60;
  return { link, email: read.text('email'), minutes };
}
