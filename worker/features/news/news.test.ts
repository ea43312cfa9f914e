import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { news, newsTranslations } from '../../db/schema';
import { invalidFields, malformedIds } from '../../test/bad-input';
import { dateIn } from '../../test/catalogue';
import { api, createUser, db, sessionFor } from '../../test/factories';
import { NEWS_TEXT_MAX, NEWS_TITLE_MAX, type NewsBodyInput } from '../../contract/news/news.schemas';
import { newsStatus } from './news.service';

type Role = 'admin' | 'associate' | 'coach' | 'finance';
const tokens = {} as Record<Role, string>;
let changingPassword: string;

beforeAll(async () => {
  for (const role of ['admin', 'associate', 'coach', 'finance'] as const) {
    tokens[role] = await sessionFor(await createUser({ role }));
  }
  changingPassword = await sessionFor(await createUser({ role: 'associate', state: 'change-password' }));
});

let counter = 0;
/** A body with a unique German title; `overrides` replace whole fields. */
function body(overrides: Partial<NewsBodyInput> = {}): NewsBodyInput {
  const n = ++counter;
  return {
    translations: { de: { title: `Neuigkeit ${n}`, text: `Text **${n}**` } },
    audiences: ['coaches', 'associates', 'finance'],
    publish_from: dateIn(0),
    publish_until: null,
    pinned: false,
    ...overrides,
  };
}

const create = (json: unknown, token = tokens.associate) => api('/news', { method: 'POST', token, json });
async function created(json: NewsBodyInput, token = tokens.associate): Promise<number> {
  const answer = await create(json, token);
  expect(answer.status).toBe(201);
  return answer.body.data.id as number;
}

/** The ids of the feed in `language` for `role`, in order, among `ids`. */
async function feedIds(role: Role, language: string, ids: number[]) {
  const answer = await api(`/news/${language}`, { token: tokens[role] });
  expect(answer.status).toBe(200);
  return (answer.body.data as Array<{ id: number }>).map((item) => item.id).filter((id) => ids.includes(id));
}

describe('the news feed (GET news/{language})', () => {
  it('shows each role its feed; admins read every feed', async () => {
    const forCoaches = await created(body({ audiences: ['coaches'] }));
    const forAssociates = await created(body({ audiences: ['associates'] }));
    const forFinance = await created(body({ audiences: ['finance'] }));
    const forCoachesAndFinance = await created(body({ audiences: ['coaches', 'finance'] }));
    const ids = [forCoaches, forAssociates, forFinance, forCoachesAndFinance];
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

    expect(sorted(await feedIds('coach', 'de', ids))).toEqual([forCoaches, forCoachesAndFinance]);
    expect(sorted(await feedIds('associate', 'de', ids))).toEqual([forAssociates]);
    expect(sorted(await feedIds('finance', 'de', ids))).toEqual([forFinance, forCoachesAndFinance]);
    expect(sorted(await feedIds('admin', 'de', ids))).toEqual(ids);
  });

  it('shows only what is published today: no drafts, nothing scheduled or expired; the window is inclusive', async () => {
    const draft = await created(body({ publish_from: null }));
    const scheduled = await created(body({ publish_from: dateIn(1) }));
    const expired = await created(body({ publish_from: dateIn(-10), publish_until: dateIn(-1) }));
    const lastDay = await created(body({ publish_from: dateIn(-10), publish_until: dateIn(0) }));
    const firstDay = await created(body({ publish_from: dateIn(0), publish_until: dateIn(5) }));
    const openEnded = await created(body({ publish_from: dateIn(-400) }));
    const ids = [draft, scheduled, expired, lastDay, firstDay, openEnded];

    for (const role of ['admin', 'associate', 'coach', 'finance'] as const) {
      expect((await feedIds(role, 'de', ids)).sort((a, b) => a - b)).toEqual([lastDay, firstDay, openEnded]);
    }
  });

  it('puts pinned news first, then the newest first', async () => {
    const older = await created(body({ publish_from: dateIn(-5) }));
    const newer = await created(body({ publish_from: dateIn(-1) }));
    const pinnedOld = await created(body({ publish_from: dateIn(-30), pinned: true }));
    const sameDayLater = await created(body({ publish_from: dateIn(-1) }));

    expect(await feedIds('coach', 'de', [older, newer, pinnedOld, sameDayLater])).toEqual([
      pinnedOld,
      sameDayLater,
      newer,
      older,
    ]);
  });

  it('answers in the language asked for, in German where that translation is missing, and says which', async () => {
    const id = await created(
      body({
        translations: {
          de: { title: 'Retraite', text: 'Auf Deutsch' },
          fr: { title: 'Retraite FR', text: 'En *français*' },
        },
      }),
    );
    const itemIn = async (language: string) =>
      (await api(`/news/${language}`, { token: tokens.coach })).body.data.find((item: { id: number }) => item.id === id);

    expect(await itemIn('fr')).toEqual({
      id,
      language: 'fr',
      title: 'Retraite FR',
      text: 'En *français*',
      pinned: false,
      publish_from: dateIn(0),
      publish_until: null,
    });
    expect(await itemIn('it')).toMatchObject({ language: 'de', title: 'Retraite', text: 'Auf Deutsch' });
    expect(await itemIn('en')).toMatchObject({ language: 'de', title: 'Retraite' });
    expect(await itemIn('de')).toMatchObject({ language: 'de', title: 'Retraite' });
  });

  it('refuses a language the interface does not have and anonymous readers', async () => {
    expect(await invalidFields(api('/news/es', { token: tokens.coach }))).toEqual({ key: 'choice_invalid' });
    expect((await api('/news/de')).status).toBe(401);
    const forced = await api('/news/de', { token: changingPassword });
    expect([forced.status, forced.body.error.code]).toEqual([403, 'password_change_required']);
  });
});

describe('writing news (admin, associate)', () => {
  it('creates, lists with status, changes (translations replaced) and deletes an item', async () => {
    const answer = await create(
      body({
        translations: {
          de: { title: '  Neue Kurse  ', text: 'Liste:\n\n- eins\n- zwei' },
          fr: { title: 'Nouveaux cours', text: 'Liste' },
          en: { title: 'New courses', text: 'List' },
        },
        audiences: ['finance', 'coaches', 'coaches'],
        publish_from: dateIn(3),
        publish_until: dateIn(10),
        pinned: true,
      }),
      tokens.admin,
    );
    expect(answer.status).toBe(201);
    const id = answer.body.data.id;
    expect(answer.body.data).toMatchObject({
      id,
      translations: {
        de: { title: 'Neue Kurse', text: 'Liste:\n\n- eins\n- zwei' },
        fr: { title: 'Nouveaux cours', text: 'Liste' },
        en: { title: 'New courses', text: 'List' },
      },
      audiences: ['coaches', 'finance'],
      publish_from: dateIn(3),
      publish_until: dateIn(10),
      pinned: true,
      status: 'scheduled',
      created_by: { id: expect.any(Number), name: expect.stringMatching(/^Test\d+ User$/) },
    });
    expect(answer.body.data.translations.it).toBeUndefined();

    const changed = await api(`/news/${id}`, {
      method: 'PUT',
      token: tokens.associate,
      json: body({
        translations: { de: { title: 'Kurse', text: 'Neu' }, it: { title: 'Corsi', text: 'Nuovo' } },
        audiences: ['associates'],
        publish_from: dateIn(-2),
        publish_until: null,
      }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      id,
      translations: { de: { title: 'Kurse', text: 'Neu' }, it: { title: 'Corsi', text: 'Nuovo' } },
      audiences: ['associates'],
      publish_until: null,
      pinned: false,
      status: 'published',
    });
    const stored = await db.select().from(newsTranslations).where(eq(newsTranslations.newsId, id));
    expect(stored.map((t) => t.language).sort()).toEqual(['de', 'it']);

    const list = await api('/news', { token: tokens.associate });
    expect(list.status).toBe(200);
    expect(list.body.data.find((item: { id: number }) => item.id === id)).toEqual(changed.body.data);

    expect((await api(`/news/${id}`, { method: 'DELETE', token: tokens.associate })).status).toBe(204);
    expect(await db.select().from(news).where(eq(news.id, id))).toEqual([]);
    expect(await db.select().from(newsTranslations).where(eq(newsTranslations.newsId, id))).toEqual([]);
    expect((await api(`/news/${id}`, { method: 'DELETE', token: tokens.associate })).status).toBe(404);
  });

  it('lists drafts, scheduled, published and expired items with their status', async () => {
    const ids = {
      draft: await created(body({ publish_from: null, publish_until: dateIn(3) })),
      scheduled: await created(body({ publish_from: dateIn(2) })),
      published: await created(body({ publish_from: dateIn(-2), publish_until: dateIn(0) })),
      expired: await created(body({ publish_from: dateIn(-9), publish_until: dateIn(-1) })),
    };
    const list = (await api('/news', { token: tokens.admin })).body.data as Array<{ id: number; status: string }>;
    const statusOf = (id: number) => list.find((item) => item.id === id)?.status;
    expect(Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, statusOf(id)]))).toEqual({
      draft: 'draft',
      scheduled: 'scheduled',
      published: 'published',
      expired: 'expired',
    });
  });

  it('requires German, an audience and a sensible window, and bounds the texts', async () => {
    expect(
      await invalidFields(
        create(
          body({
            translations: { fr: { title: 'Titre', text: 'Texte' } } as NewsBodyInput['translations'],
            audiences: [],
          }),
        ),
      ),
    ).toEqual({ 'translations.de': 'required', audiences: 'required' });
    expect(await invalidFields(create(body({ publish_from: dateIn(5), publish_until: dateIn(4) })))).toEqual({
      publish_until: 'end_date_before_start',
    });
    expect((await create(body({ publish_from: dateIn(5), publish_until: dateIn(5) }))).status).toBe(201);

    expect(
      await invalidFields(
        create(
          body({
            translations: {
              de: { title: ' ', text: 'x'.repeat(NEWS_TEXT_MAX + 1) },
              en: { title: 'x'.repeat(NEWS_TITLE_MAX + 1), text: '' },
            },
            audiences: ['everyone' as 'coaches'],
            publish_from: '2026-02-30',
          }),
        ),
      ),
    ).toEqual({
      'translations.de.title': 'required',
      'translations.de.text': 'too_long',
      'translations.en.title': 'too_long',
      'translations.en.text': 'required',
      'audiences.0': 'choice_invalid',
      publish_from: 'date_invalid',
    });

    const longest = await create(
      body({ translations: { de: { title: 'x'.repeat(NEWS_TITLE_MAX), text: 'y'.repeat(NEWS_TEXT_MAX) } } }),
    );
    expect(longest.status).toBe(201);
  });
});

describe('news permissions', () => {
  it('lets only admins and associates list and write; 404 for unknown ids, 422 for malformed ones', async () => {
    const id = await created(body());
    for (const role of ['coach', 'finance'] as const) {
      const token = tokens[role];
      for (const answer of [
        await api('/news', { token }),
        await create(body(), token),
        await api(`/news/${id}`, { method: 'PUT', token, json: body() }),
        await api(`/news/${id}`, { method: 'DELETE', token }),
      ]) {
        expect([answer.status, answer.body.error.code]).toEqual([403, 'forbidden']);
      }
    }
    for (const answer of [
      await api('/news'),
      await create(body(), ''),
      await api(`/news/${id}`, { method: 'PUT', json: body() }),
      await api(`/news/${id}`, { method: 'DELETE' }),
    ]) {
      expect([answer.status, answer.body.error.code]).toEqual([401, 'unauthenticated']);
    }
    const forced = await create(body(), changingPassword);
    expect([forced.status, forced.body.error.code]).toEqual([403, 'password_change_required']);

    const missing = id + 100_000;
    for (const role of ['admin', 'associate'] as const) {
      const token = tokens[role];
      expect((await api(`/news/${missing}`, { method: 'PUT', token, json: body() })).status).toBe(404);
      expect((await api(`/news/${missing}`, { method: 'DELETE', token })).status).toBe(404);
      expect((await api('/news', { token })).status).toBe(200);
    }
    for (const malformed of malformedIds) {
      expect(await invalidFields(api(`/news/${malformed}`, { method: 'DELETE', token: tokens.admin }))).toEqual({
        key: 'number_expected',
      });
      expect(await invalidFields(api(`/news/${malformed}`, { method: 'PUT', token: tokens.admin, json: body() }))).toEqual({
        key: 'number_expected',
      });
    }
    // Nothing was written by the refused calls: the item is unchanged and still there.
    expect(await db.select({ id: news.id }).from(news).where(eq(news.id, id))).toEqual([{ id }]);
  });
});

describe('newsStatus', () => {
  it('derives the status from the window and today', () => {
    const today = '2026-11-24';
    expect(newsStatus({ publishFrom: null, publishUntil: '2026-12-01' }, today)).toBe('draft');
    expect(newsStatus({ publishFrom: '2026-11-25', publishUntil: null }, today)).toBe('scheduled');
    expect(newsStatus({ publishFrom: '2026-11-24', publishUntil: '2026-11-24' }, today)).toBe('published');
    expect(newsStatus({ publishFrom: '2026-01-01', publishUntil: '2026-11-23' }, today)).toBe('expired');
  });
});
