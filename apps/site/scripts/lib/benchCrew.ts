import { addDays, dubaiDate } from '@sparkle/company/booking';

/** A cleaner of a team with two jobs tomorrow: who the benchmarks sign in to measure `/crew`. */
export interface BenchCleaner {
  email: string;
  password: string;
}

interface BenchBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

async function call(url: string, init: { method?: string; token: string; apiKey: string; body?: unknown }) {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      apikey: init.apiKey,
      Authorization: `Bearer ${init.token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'POST'} ${new URL(url).pathname}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function passwordToken(backend: BenchBackend, email: string, password: string): Promise<string> {
  const session = await call(`${backend.url}/auth/v1/token?grant_type=password`, {
    token: backend.anonKey,
    apiKey: backend.anonKey,
    body: { email, password },
  });
  return session.access_token as string;
}

/**
 * Makes a cleaner the way the office does: an admin names a team, invites the cleaner by e-mail and assigns them two
 * of tomorrow's bookings; the cleaner's account accepts the invitation's token (read from the outbox, where the
 * e-mail waits: the benchmark's backend sends none). Only the account itself is made with the auth admin API (a
 * confirmed address), so that the benchmark then signs in through the site's own form.
 */
export async function seedBenchCleaner(
  backend: BenchBackend,
  admin: { email: string; password: string },
): Promise<BenchCleaner> {
  const cleaner = { email: 'amal.crew.bench@example.com', password: 'bench-crew-password' };
  const service = { token: backend.serviceRoleKey, apiKey: backend.serviceRoleKey };
  const asAdmin = { token: await passwordToken(backend, admin.email, admin.password), apiKey: backend.anonKey };
  const rest = `${backend.url}/rest/v1`;

  const [team] = await call(`${rest}/teams?select=id`, { ...asAdmin, body: { name: 'Marina Crew' } });
  await call(`${rest}/rpc/admin_invite_cleaner`, { ...asAdmin, body: { _email: cleaner.email, _team_id: team.id } });
  const [invitation] = await call(
    `${rest}/outbox_messages?recipient=eq.${encodeURIComponent(cleaner.email)}&kind=eq.cleaner_invitation&select=payload`,
    service,
  );
  const token = /\/crew\/join\/([\w-]+)$/.exec(invitation?.payload?.join_path ?? '')?.[1];
  if (!token) throw new Error(`no invitation for ${cleaner.email} in the outbox`);

  await call(`${backend.url}/auth/v1/admin/users`, {
    ...service,
    body: { ...cleaner, email_confirm: true, user_metadata: { full_name: 'Amal Haddad' } },
  });
  await call(`${rest}/rpc/accept_cleaner_invitation`, {
    token: await passwordToken(backend, cleaner.email, cleaner.password),
    apiKey: backend.anonKey,
    body: { _token: token },
  });

  // Tomorrow in Dubai: the day a cleaner looks at before it starts, with a morning and an afternoon job.
  const tomorrow = addDays(dubaiDate(Date.now()), 1);
  const jobs = [
    { time_slot: '10:00 AM', name: 'Fatima Al Mansoori', property: '2br', address: 'Marina Gate 1, Dubai Marina' },
    { time_slot: '02:00 PM', name: 'Omar Khalid', property: '1br', address: 'Al Barsha 2, Villa 12' },
  ];
  for (const job of jobs) {
    const [booking] = await call(`${rest}/bookings?select=id`, {
      ...service,
      body: {
        ...job,
        service: 'deep',
        date: tomorrow,
        phone: '+971 50 123 4567',
        email: 'crew.customer.bench@example.com',
        honeypot: '',
        fill_ms: 20_000,
      },
    });
    await call(`${rest}/rpc/admin_assign_booking`, {
      ...asAdmin,
      body: { _booking_id: booking.id, _team_id: team.id },
    });
  }
  return cleaner;
}
