import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jobMarks } from '../../db/schema';
import { dateIn } from '../../test/catalogue';
import { api, createUser, db, sessionFor, outboxFor } from '../../test/factories';
import { createDb } from '../../middleware/db';
import { NEWS_PUBLISHED_JOB, newsPublishedMails } from './news.mails';
import type { Env } from '../../lib/env';
import type { SessionUser } from '../../lib/session-user';
import { NewsBodySchema, type NewsBodyInput } from '../../contract/news/news.schemas';
import { createNews } from './news.service';

let associate: string;

beforeAll(async () => {
  associate = await sessionFor(await createUser({ role: 'associate' }));
});

let counter = 0;
function body(overrides: Partial<NewsBodyInput> = {}): NewsBodyInput {
  const n = ++counter;
  return {
    translations: { de: { title: `Mitteilung ${n}`, text: 'Text' } },
    audiences: ['coaches'],
    publish_from: dateIn(0),
    publish_until: null,
    pinned: false,
    ...overrides,
  };
}

async function created(json: NewsBodyInput, token = associate): Promise<number> {
  const answer = await api('/news', { method: 'POST', token, json });
  expect(answer.status).toBe(201);
  return answer.body.data.id as number;
}

/** The N01 mails to `email`; with `title`, only those announcing it to a German reader (earlier tests' news are still shown). */
const newsMails = async (email: string, title?: string) =>
  (await outboxFor(email)).filter(
    (m) => m.template === 'news-published' && (!title || m.subject === `Neue Mitteilung: ${title}`),
  );
const titleOf = (json: NewsBodyInput) => json.translations.de!.title;
const setNews = async (user: { id: number }, on: boolean) => {
  const res = await api('/users/settings', {
    method: 'PUT',
    token: await sessionFor(user),
    json: { notifications: { news: on } },
  });
  expect(res.status).toBe(200);
};
/** The daily run on a given Zurich day (noon UTC is that day in Zurich). */
const runOn = (isoDate: string) => newsPublishedMails(createDb(env.DB), env, { now: new Date(`${isoDate}T12:00:00Z`) });

describe('N01 news-published', () => {
  it('mails the active users of the item’s feeds and the admins once, not its author, in their language with the title in it (German fallback)', async () => {
    const coachDe = await createUser({ role: 'coach' });
    const coachFr = await createUser({ role: 'coach', language: 'fr' });
    const coachIt = await createUser({ role: 'coach', language: 'it' });
    const inactive = await createUser({ role: 'coach', state: 'inactive' });
    const otherFeed = await createUser({ role: 'associate' });
    const admin = await createUser({ role: 'admin' });
    const author = await createUser({ role: 'admin' });

    const json = body({
      translations: { de: { title: 'Neue Broschüre', text: 'T' }, fr: { title: 'Nouvelle brochure', text: 'T' } },
    });
    await created(json, await sessionFor(author));

    const [de] = await newsMails(coachDe.email);
    const [fr] = await newsMails(coachFr.email);
    const [it] = await newsMails(coachIt.email);
    expect([de?.language, de?.subject]).toEqual(['de', 'Neue Mitteilung: Neue Broschüre']);
    expect([fr?.language, fr?.subject]).toEqual(['fr', 'Nouveau message\u202f: Nouvelle brochure']);
    expect([it?.language, it?.subject]).toEqual(['it', 'Nuova comunicazione: Neue Broschüre']);
    expect(de?.textBody).toContain(`${env.APP_URL.replace(/\/$/, '')}/de/manager\n`);
    expect(fr?.textBody).toContain(`${env.APP_URL.replace(/\/$/, '')}/fr/manager/settings`);
    // Admins read every feed; the author knows.
    expect(await newsMails(admin.email, titleOf(json))).toHaveLength(1);
    for (const user of [inactive, otherFeed, author]) expect(await newsMails(user.email)).toEqual([]);
  });

  it('is written once: editing the item or running the job again mails nobody twice', async () => {
    const coach = await createUser({ role: 'coach' });
    const json = body();
    const id = await created(json);

    await api(`/news/${id}`, { method: 'PUT', token: associate, json: { ...json, pinned: true } });
    await runOn(dateIn(0));
    await runOn(dateIn(0));

    expect(await newsMails(coach.email, titleOf(json))).toHaveLength(1);
  });

  it('a scheduled item is mailed by the daily run on its first day, not before, and once', async () => {
    const coach = await createUser({ role: 'coach' });
    const json = body({ publish_from: dateIn(2) });
    await created(json);
    expect(await newsMails(coach.email, titleOf(json))).toEqual([]);

    await runOn(dateIn(1));
    expect(await newsMails(coach.email, titleOf(json))).toEqual([]);
    const [first, second] = [await runOn(dateIn(2)), await runOn(dateIn(2))];

    expect(await newsMails(coach.email, titleOf(json))).toHaveLength(1);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBe(0);
  });

  it('drafts, expired items and items shown for longer than the window are not mailed', async () => {
    const coach = await createUser({ role: 'coach' });
    const items = [
      body({ publish_from: null }),
      body({ publish_from: dateIn(-30), publish_until: dateIn(-1) }),
      body({ publish_from: dateIn(-30) }),
    ];
    for (const json of items) await created(json);
    await runOn(dateIn(0));

    for (const json of items) expect(await newsMails(coach.email, titleOf(json))).toEqual([]);
  });

  it('respects the news setting: off gets no mail (and none later when switched on), on by default', async () => {
    const off = await createUser({ role: 'coach' });
    const on = await createUser({ role: 'coach' });
    await setNews(off, false);

    const json = body();
    const id = await created(json);
    await setNews(off, true);
    await runOn(dateIn(0));

    expect(await newsMails(off.email, titleOf(json))).toEqual([]);
    expect(await newsMails(on.email, titleOf(json))).toHaveLength(1);
    const marks = await db
      .select()
      .from(jobMarks)
      .where(and(eq(jobMarks.job, NEWS_PUBLISHED_JOB), eq(jobMarks.key, `news:${id}:user:${off.id}`)));
    expect(marks).toHaveLength(1);
  });

  it('a failure after the item is saved does not fail the request: the item is there, the written mails wait for the sweep', async () => {
    const coach = await createUser({ role: 'coach' });
    const actor: SessionUser = await createUser({ role: 'associate' });
    const json = body();
    const brokenQueue = {
      ...env,
      MAIL_QUEUE: {
        send: () => Promise.reject(new Error('queue down')),
        sendBatch: () => Promise.reject(new Error('queue down')),
      },
    } as unknown as Env;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    const item = await createNews(createDb(env.DB), brokenQueue, actor, NewsBodySchema.parse(json));

    expect(item.translations.de.title).toBe(titleOf(json));
    expect(await newsMails(coach.email, titleOf(json))).toMatchObject([{ status: 'queued' }]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"msg":"mail.queue_refused"'));
  });

  it('pages through more recipients than one batch holds', async () => {
    const coaches = [];
    for (let i = 0; i < 60; i++) coaches.push(await createUser({ role: 'coach' }));
    const json = body();
    await created(json);

    for (const coach of [coaches[0]!, coaches[49]!, coaches[50]!, coaches[59]!]) {
      expect(await newsMails(coach.email, titleOf(json))).toHaveLength(1);
    }
  });
});
