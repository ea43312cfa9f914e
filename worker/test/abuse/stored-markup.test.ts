import { env } from 'cloudflare:test';
import { gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { seedCatalogue } from '../catalogue';
import { api, createUser, db, sessionFor } from '../factories';
import { submitInquiry } from '../inquiries';

/*
 * Markup that people store (a school's inquiry, staff's newsletter, a client's User-Agent) reaches mail HTML only
 * escaped or as Markdown's own tags. The SPA's side: web/lib/raw-html.test.tsx.
 */

const payloads = {
  script: '<script>alert(1)</script>',
  img: '<img src=x onerror=alert(1)>',
  svg: '"><svg onload=alert(1)>',
};

/** Elements and attributes of an HTML part that could run code, as a parser sees them (text may say "onerror="). */
async function activeMarkupIn(html: string): Promise<string[]> {
  const found: string[] = [];
  await new HTMLRewriter()
    .on('*', {
      element(element) {
        if (/^(script|img|svg|iframe|object|embed)$/i.test(element.tagName)) found.push(element.tagName);
        for (const [name = '', value = ''] of element.attributes) {
          if (/^on/i.test(name) || /^\s*javascript:/i.test(value)) found.push(`${name}=${value}`);
        }
      },
    })
    .transform(new Response(html))
    .text();
  return found;
}

const lastMailId = async () =>
  (await db.select({ id: mailOutbox.id }).from(mailOutbox)).reduce((max, row) => Math.max(max, row.id), 0);
const mailsAfter = (id: number) => db.select().from(mailOutbox).where(gt(mailOutbox.id, id));

let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  catalogue = await seedCatalogue();
});

describe('stored markup in mails', () => {
  it('an inquiry’s typed text shows escaped in the school’s and the team’s mail', async () => {
    const before = await lastMailId();
    await submitInquiry(catalogue, {
      contact: {
        gender: 3,
        firstname: payloads.script,
        lastname: payloads.svg,
        phone: '091 123 45 67',
        email: `xss-${Date.now()}@school.test`,
        institute: payloads.img,
        streetAddress: 'Via Lucino 3',
        postcode: '6900',
        location: 'Lugano',
      },
      topics: `${payloads.script} ${payloads.img}`,
    });
    const mails = await mailsAfter(before);
    expect(mails.map((mail) => mail.recipient)).toContain(env.STAFF_NOTIFICATION_EMAIL);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      expect(await activeMarkupIn(mail.htmlBody), mail.template).toEqual([]);
      expect(mail.htmlBody).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
  });

  it('a newsletter’s raw HTML and script links stay text in its mail', async () => {
    const admin = await createUser({ role: 'admin' });
    const token = await sessionFor(admin);
    const text = `Hallo\n\n${payloads.script}\n\n${payloads.img}\n\n[Klick](javascript:alert(1)) ${payloads.svg}`;
    const created = await api('/newsletters', {
      method: 'POST',
      json: { content: { de: { title: payloads.script, text } } },
      token,
    });
    expect(created.status).toBe(201);
    const before = await lastMailId();
    expect((await api(`/newsletters/${created.body.data.id}/test`, { method: 'POST', token })).status).toBe(200);
    const [mail] = await mailsAfter(before);
    expect(await activeMarkupIn(mail!.htmlBody)).toEqual([]);
    expect(mail!.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.htmlBody).toContain('Klick');
  });

  it('a hostile User-Agent in the failed sign-ins warning stays text', async () => {
    const user = await createUser();
    const before = await lastMailId();
    for (let i = 0; i < 5; i++) {
      await api('/login', {
        method: 'POST',
        json: { email: user.email, password: 'wrong' },
        headers: { 'User-Agent': `${payloads.img}\tBcc: victim@example.org` },
      });
    }
    const [mail] = await mailsAfter(before);
    expect(mail!.template).toBe('failed-logins');
    expect(await activeMarkupIn(mail!.htmlBody)).toEqual([]);
    expect(mail!.htmlBody).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // One line: what the client sent cannot start a line of its own.
    expect(mail!.textBody).toContain(`${payloads.img} Bcc: victim@example.org`);
  }, 30_000);
});
