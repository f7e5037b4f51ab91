import {
  addDays,
  availability,
  defaultPriceList,
  dubaiDate,
  estimate,
  formatFils,
  isoWeekday,
  type TimeSlot,
} from '@sparkle/company/booking';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ChatReplyBody, handler } from '../../../supabase/functions/chat/handler.ts';
import { restChatData } from '../../../supabase/functions/chat/tools.ts';
import { type RunningBackend, startBackend } from '../src/index.ts';
import { type FakeChatModel, startFakeChatModel } from '../src/testing/fakeChatModel.ts';

/**
 * The chat assistant through the running backend, as the widget calls it: without a key it answers from the
 * company's facts, the stored price list and the calendar (embedded.ts); with one, a model answers with the same
 * tools, streamed, and the embedded answer stands in when it fails, is too slow or invents a figure. The model is a
 * fake OpenAI-compatible server on 127.0.0.1 that records every request.
 */

let backend: RunningBackend;
let supabase: SupabaseClient;
let model: FakeChatModel;

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** '10 December' of a YYYY-MM-DD date, as a visitor writes it. */
const dayMonth = (date: string) => `${Number(date.slice(8))} ${months[Number(date.slice(5, 7)) - 1]}`;
const longDate = (date: string) => `${weekdays[isoWeekday(date) - 1]} ${dayMonth(date)}`;
const arabicMonths = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];
/** '10 ديسمبر' */
const dayMonthAr = (date: string) => `${Number(date.slice(8))} ${arabicMonths[Number(date.slice(5, 7)) - 1]}`;

/** A Monday to Saturday at least four days ahead, so that no slot of its morning is too soon. */
function weekdayAhead(): string {
  let date = addDays(dubaiDate(Date.now()), 4);
  while (isoWeekday(date) === 7) date = addDays(date, 1);
  return date;
}

/** The free morning slots of a day nobody has booked, as booking.ts computes them. */
const freeMorning = (date: string, crews = 2) =>
  availability({ date, now: Date.now(), crews, closedDays: [], startsPerSlot: {} })
    .filter((s) => s.reason === null && Number(s.slot.slice(0, 2)) < 12 && s.slot.endsWith('AM'))
    .map((s) => s.slot);

async function ask(text: string, locale: 'en' | 'ar' = 'en', history: { sender: 'user' | 'bot'; text: string }[] = []) {
  const { data, error } = await supabase.functions.invoke<ChatReplyBody>('chat', {
    body: { messages: [...history, { sender: 'user', text }], locale },
  });
  expect(error).toBeNull();
  return data as ChatReplyBody;
}

beforeAll(async () => {
  model = await startFakeChatModel();
  backend = await startBackend({ port: 0, admin: false });
  supabase = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}, 60_000);

afterAll(async () => {
  await backend?.close();
  await model?.close();
});

beforeEach(() => {
  model.reset();
  backend.ctx.config.chat.apiKey = undefined;
  backend.ctx.config.chat.apiUrl = model.url;
  backend.ctx.config.chat.timeoutMs = undefined;
});

describe('without a key: the embedded assistant', () => {
  it("answers a price with the booking form's estimate, and links to the form filled in", async () => {
    const expected = estimate(defaultPriceList, { service: 'deep', property: '2br', quantity: 1, extras: ['oven'] })!;
    const reply = await ask('How much is a 2-bedroom deep clean with oven?');
    expect(reply.source).toBe('embedded');
    expect(reply.reply).toBe(
      `Deep Cleaning, 2 bedrooms, with Inside the oven (+AED 60): ${formatFils(expected.subtotalFils)} before VAT, ${formatFils(expected.totalFils)} with 5% VAT (${formatFils(expected.vatFils)}).`,
    );
    expect(reply.links).toEqual([
      { label: 'Book: Deep Cleaning', href: '/book-now?service=deep&size=2br&extras=oven' },
    ]);
    expect(model.requests).toHaveLength(0);

    const arabic = await ask('كم سعر التنظيف العميق لشقة غرفتين مع الفرن؟', 'ar');
    expect(arabic.reply).toContain(`${expected.totalFils / 100} درهم`);
    expect(arabic.reply).toContain('التنظيف العميق، غرفتا نوم، مع تنظيف داخل الفرن');
  });

  it('prices from the stored price list, which an admin may have changed', async () => {
    await backend.ctx.db.query(`update public.price_options set price = 410 where service = 'deep' and code = '2br'`);
    try {
      // A handler with its own Data API client: the function's keeps the list it read for a minute.
      const response = await handler(
        new Request('http://chat.test/', {
          method: 'POST',
          body: JSON.stringify({ messages: [{ sender: 'user', text: '2 bedroom deep clean price' }] }),
        }),
        { data: restChatData({ url: backend.url, apiKey: backend.anonKey }) },
      );
      const body = (await response.json()) as ChatReplyBody;
      expect(body.reply).toContain('AED 410 before VAT, AED 430.50 with 5% VAT (AED 20.50)');
    } finally {
      await backend.ctx.db.query(`update public.price_options set price = 400 where service = 'deep' and code = '2br'`);
    }
  });

  it('lists the free times of a day from the database, and says when a service has none', async () => {
    const date = weekdayAhead();
    const slots = freeMorning(date);
    const reply = await ask(`Any free slot on ${dayMonth(date)} in the morning?`);
    expect(reply.reply).toContain(`Free times on ${longDate(date)} in the morning:`);
    for (const slot of slots) expect(reply.reply).toContain(slot);
    expect(reply.reply).not.toContain('12:00 PM');
    expect(reply.links[0]?.href).toBe(`/book-now?date=${date}`);

    await backend.ctx.db.query(`update public.service_capacity set crews = 0 where service = 'office'`);
    try {
      const none = await ask(`Is there a slot for office cleaning on ${dayMonth(date)}?`);
      expect(none.reply).toContain(`Nothing is free for Office Cleaning on ${longDate(date)}.`);
      // Counts only: nobody's booking, name or address.
      expect(none.reply).not.toMatch(/@|booked by/i);
    } finally {
      await backend.ctx.db.query(`update public.service_capacity set crews = 2 where service = 'office'`);
    }
  });

  it('answers free times in Arabic on an Arabic page', async () => {
    const date = weekdayAhead();
    const reply = await ask(`هل يوجد موعد متاح يوم ${dayMonthAr(date)} صباحا؟`, 'ar');
    expect(reply.reply).toMatch(/^المواعيد المتاحة يوم /);
    expect(reply.reply).toContain('صباحًا');
    expect(reply.reply).toContain(freeMorning(date).includes('08:00 AM' as TimeSlot) ? '8:00 ص' : '9:00 ص');
  });

  it('answers "book" with a link that opens the form with the service, day and time filled in', async () => {
    const date = weekdayAhead();
    const reply = await ask(`Book a deep clean on ${dayMonth(date)} at 10am`);
    expect(reply.reply).toBe(
      `Here is the booking form with Deep Cleaning on ${longDate(date)} at 10:00 AM filled in. Add your details and send it; we confirm within 24 hours.`,
    );
    expect(reply.links).toEqual([
      {
        label: `Book: Deep Cleaning, ${longDate(date)}, 10:00 AM`,
        href: `/book-now?service=deep&date=${date}&time=10%3A00`,
      },
    ]);
    // The day and time carry over from the visitor's earlier question.
    const later = await ask('ok, book that please', 'en', [
      { sender: 'user', text: `Is 2pm on ${dayMonth(date)} free for a carpet clean?` },
      { sender: 'bot', text: 'Yes.' },
    ]);
    expect(later.links[0]?.href).toBe(`/book-now?service=carpet&date=${date}&time=14%3A00`);
    const arabic = await ask(`احجز تنظيف عميق يوم ${dayMonthAr(date)} الساعة 10 صباحا`, 'ar');
    expect(arabic.links[0]?.href).toBe(`/book-now?service=deep&date=${date}&time=10%3A00`);
    expect(arabic.reply).toMatch(/^إليك نموذج الحجز وقد عُبئ فيه: التنظيف العميق يوم /);
  });

  it('finds the answer despite typos and other spellings of places', async () => {
    expect((await ask('Do you clean in Jumeira Lake Towers?')).reply).toContain('Jumeirah Lake Towers (JLT)');
    expect((await ask('هل تنظفون في أبراج بحيرات الجميرا؟', 'ar')).reply).toContain('أبراج بحيرات جميرا');
    expect((await ask('what is your cancelation polcy')).reply).toContain('at least 24 hours in advance');
  });

  it("says it does not know, and offers the phone, WhatsApp and the contact form, in the page's language", async () => {
    const reply = await ask('Can you repair my air conditioner?');
    expect(reply.reply).toContain("I'm sorry, I don't know that.");
    expect(reply.links.map((link) => link.href)).toEqual([
      'tel:+971500000000',
      'https://wa.me/971500000000',
      '/contact',
    ]);
    const arabic = await ask('هل تصلحون المكيفات؟', 'ar');
    expect(arabic.reply).toMatch(/^عذرًا، لا أعرف الإجابة/);
    expect(arabic.links.map((link) => link.label)).toEqual([
      'اتصل على +971 50 000 0000',
      'راسلنا على واتساب',
      'نموذج التواصل',
    ]);
  });
});

/** Reads a `text/event-stream` answer into its events. */
async function readEvents(response: Response): Promise<{ event: string; data: Record<string, unknown> }[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
      return { event, data };
    });
}

describe('with a key: the model, its tools and its fall-back', () => {
  beforeEach(() => {
    backend.ctx.config.chat.apiKey = 'test-chat-key';
  });

  it('runs the estimate tool the model asks for, and answers with its result', async () => {
    model.reply(
      { toolCalls: [{ name: 'estimate_price', arguments: { service: 'deep', size: '2br', extras: ['oven'] } }] },
      { content: 'A 2-bedroom deep clean with the oven is AED 483 with VAT.' },
    );
    const reply = await ask('How much for a 2 bedroom deep clean with the oven?');
    expect(reply).toEqual({
      reply: 'A 2-bedroom deep clean with the oven is AED 483 with VAT.',
      links: [],
      source: 'model',
    });
    expect(model.requests).toHaveLength(2);
    const tool = model.requests[1]!.messages.find((message) => message.role === 'tool');
    expect(JSON.parse(tool?.content ?? '{}')).toMatchObject({ before_vat_aed: 460, vat_aed: 23, total_aed: 483 });
    // The second request carries the model's call, answered.
    expect(model.requests[1]!.messages.at(-2)).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: tool?.tool_call_id }],
    });
  });

  it('runs the availability and booking-link tools; the link goes with the answer', async () => {
    const date = weekdayAhead();
    model.reply(
      { toolCalls: [{ name: 'check_availability', arguments: { date, service: 'deep', part_of_day: 'morning' } }] },
      { toolCalls: [{ name: 'booking_link', arguments: { service: 'deep', date, time: '10:00' } }] },
      { content: `10:00 AM on ${longDate(date)} is free: the form below has it filled in.` },
    );
    const reply = await ask(`Is 10am free on ${dayMonth(date)} for a deep clean?`);
    expect(reply.source).toBe('model');
    expect(reply.reply).toBe(`10:00 AM on ${longDate(date)} is free: the form below has it filled in.`);
    expect(reply.links).toEqual([{ label: 'Book now', href: `/book-now?service=deep&date=${date}&time=10%3A00` }]);
    const availabilityResult = JSON.parse(
      model.requests[1]!.messages.find((message) => message.role === 'tool')?.content ?? '{}',
    );
    expect(availabilityResult).toEqual({ date, day: longDate(date), free_start_times: freeMorning(date), why: null });
  });

  it('streams the checked answer through functions.invoke as text/event-stream', async () => {
    model.reply(
      { toolCalls: [{ name: 'estimate_price', arguments: { service: 'deep', size: '2br', extras: ['oven'] } }] },
      {
        content: [
          'The total is AED 4',
          '83 with VAT ',
          '(AED 460 before it), for a 2-bedroom deep clean with the oven.',
        ],
      },
    );
    const { data, error } = await supabase.functions.invoke('chat', {
      body: { messages: [{ sender: 'user', text: '2 bedroom deep clean with oven?' }], stream: true },
    });
    expect(error).toBeNull();
    expect(data).toBeInstanceOf(Response);
    expect((data as Response).headers.get('content-type')).toBe('text/event-stream');
    const events = await readEvents(data as Response);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(1);
    // A figure is never cut in two: 'AED 4' waited for '83'.
    expect(deltas.some((text) => /AED 4$/.test(text))).toBe(false);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toEqual({
      reply: 'The total is AED 483 with VAT (AED 460 before it), for a 2-bedroom deep clean with the oven.',
      links: [],
      source: 'model',
    });
    expect(deltas.join('')).toBe(done.data.reply);
    expect(model.requests[0]?.stream).toBe(true);
  });

  it('replaces an answer with an invented figure by the embedded one, and never sends the figure', async () => {
    model.reply({ content: ['A deep clean is only AED 2', '75 this week, book now!'] });
    const { data } = await supabase.functions.invoke('chat', {
      body: { messages: [{ sender: 'user', text: 'How much is a 2 bedroom deep clean?' }], stream: true },
    });
    const events = await readEvents(data as Response);
    expect(JSON.stringify(events)).not.toContain('275');
    const done = events.at(-1)!;
    expect(done.data).toMatchObject({
      source: 'embedded',
      reply: 'Deep Cleaning, 2 bedrooms: AED 400 before VAT, AED 420 with 5% VAT (AED 20).',
    });
  });

  it('gives the embedded answer when the model is slower than its time limit', async () => {
    backend.ctx.config.chat.timeoutMs = 300;
    model.reply({ content: 'Far too late.', delayMs: 3000 });
    const started = Date.now();
    const reply = await ask('Do you accept credit cards?');
    expect(Date.now() - started).toBeLessThan(2500);
    expect(reply).toMatchObject({
      source: 'embedded',
      reply: 'Payment is due at the time of service, by cash, credit cards or bank transfer.',
    });
  });
});
