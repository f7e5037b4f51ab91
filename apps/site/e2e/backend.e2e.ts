import { fakeChatReply } from './support/fakeChatServer';
import { expect, test } from './support/fixtures';

test.describe('the harness backend', () => {
  test('answers the Supabase APIs with the anon key the site was built with', async ({ request, env }) => {
    const response = await request.get(`${env.supabaseUrl}/auth/v1/settings`, { headers: { apikey: env.anonKey } });
    expect(response.ok()).toBe(true);
  });

  test('signs the admin in', async ({ request, env }) => {
    const response = await request.post(`${env.supabaseUrl}/auth/v1/token?grant_type=password`, {
      headers: { apikey: env.anonKey },
      data: { email: env.admin.email, password: env.admin.password },
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).access_token).toEqual(expect.any(String));
  });

  test('runs the chat function against the fake chat-completion server', async ({ request, env }) => {
    const response = await request.post(`${env.supabaseUrl}/functions/v1/chat`, {
      headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}` },
      data: { messages: [{ sender: 'user', text: 'Do you clean ovens?' }] },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ reply: fakeChatReply('Do you clean ovens?'), links: [], source: 'model' });
  });
});
