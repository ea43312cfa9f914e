import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { clearDraft, createDraftSaver, DRAFT_KEY, DRAFT_MAX_AGE_MS, loadDraft, sanitizeDraft, saveDraft } from './draft';
import { newSlot as makeSlot } from './slots';
import { formdata } from './test/fixtures';
import { emptyInquiry, type InquiryFields } from './values';

const newSlot = (workshopId: number, uid?: string) => makeSlot(workshopId, uid);

const filled = (): InquiryFields => {
  const values = emptyInquiry('de');
  values.slots = [
    { ...newSlot(11, 'a'), date: '2030-01-05', weekendAccepted: true },
    { ...newSlot(11, 'b'), date: '2030-01-08', startTime: '09:00', endTime: '11:30' },
    { ...newSlot(12, 'c'), date: '2030-01-09', altDate: '2030-01-10', altStartTime: '13:00' },
  ];
  values.contact = { ...values.contact, gender: 1, firstname: 'Anna', email: 'anna@schule.ch', useInvoiceAddress: true };
  values.knowledge = {
    ...values.knowledge,
    grade: 2,
    educationalSystem: 7,
    numberParticipantsTotal: '22',
    infrastructure: [5, 6],
  };
  values.topics = 'Kinderrechte im Alltag';
  values.sourceOfDiscovery = 'school_mail';
  values.newsletter = true;
  values.termsAccepted = true;
  return values;
};

describe('inquiry draft', () => {
  afterEach(() => vi.useRealTimers());

  it('is kept under `inquiry-draft` and comes back unchanged, slots (and so the amounts) included', () => {
    expect(DRAFT_KEY).toBe(storageKeys.inquiryDraft);
    expect(DRAFT_KEY).toBe('inquiry-draft');
    saveDraft(filled());
    expect(window.localStorage.getItem('inquiry-draft')).toContain('Anna');
    const restored = loadDraft(formdata, 'de');
    expect(restored).toEqual(filled());
    expect(restored?.slots.filter((slot) => slot.workshopId === 11)).toHaveLength(2);
  });

  it('takes the current language and is gone after clearDraft', () => {
    saveDraft(filled());
    expect(loadDraft(formdata, 'fr')?.language).toBe('fr');
    clearDraft();
    expect(loadDraft(formdata, 'de')).toBeNull();
  });

  it('expires 30 days after the last save: an older draft is not restored and is removed', () => {
    const savedAt = Date.UTC(2030, 0, 1);
    saveDraft(filled(), savedAt);
    expect(loadDraft(formdata, 'de', savedAt + DRAFT_MAX_AGE_MS)).toEqual(filled());
    expect(DRAFT_MAX_AGE_MS).toBe(30 * 24 * 60 * 60 * 1000);
    expect(loadDraft(formdata, 'de', savedAt + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('ignores unreadable drafts and drops what the current offer no longer has', () => {
    window.localStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft(formdata, 'de')).toBeNull();
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 99, values: {} }));
    expect(loadDraft(formdata, 'de')).toBeNull();

    const values = sanitizeDraft(
      {
        slots: [newSlot(999, 'gone'), { ...newSlot(11, 'ok') }, { uid: 'ok', workshopId: 11 }, 'junk'],
        contact: { gender: 7, firstname: 42, lastname: 'Muster', unknown: 'x' },
        knowledge: { grade: 404, educationalSystem: 8, infrastructure: [5, 77, 'x'], numberParticipantsTotal: 20 },
        sourceOfDiscovery: 'tv',
        termsAccepted: 'yes',
      },
      formdata,
      'it',
    );
    expect(values.slots.map((slot) => slot.uid)).toEqual(['ok']);
    expect(values.contact.gender).toBe(2);
    expect(values.contact.firstname).toBe('');
    expect(values.contact.lastname).toBe('Muster');
    expect(values.contact).not.toHaveProperty('unknown');
    expect(values.knowledge.grade).toBeUndefined();
    expect(values.knowledge.educationalSystem).toBeUndefined();
    expect(values.knowledge.infrastructure).toEqual([5]);
    expect(values.knowledge.numberParticipantsTotal).toBe('20');
    expect(values.sourceOfDiscovery).toBe('');
    expect(values.termsAccepted).toBe(false);
    expect(values.language).toBe('it');
  });

  it('saves debounced (300 ms): only the last change is written; flush writes now, cancel drops it', () => {
    vi.useFakeTimers();
    const write = vi.fn();
    const saver = createDraftSaver(300, write);
    const first = emptyInquiry('de');
    const second = { ...emptyInquiry('de'), topics: 'x' };
    saver.save(first);
    vi.advanceTimersByTime(200);
    saver.save(second);
    vi.advanceTimersByTime(299);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith(second);

    saver.save(first);
    saver.flush();
    expect(write).toHaveBeenCalledTimes(2);
    saver.save(second);
    saver.cancel();
    vi.advanceTimersByTime(1000);
    expect(write).toHaveBeenCalledTimes(2);
  });
});
