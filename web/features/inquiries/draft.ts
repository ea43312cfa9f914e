import { discoverySources, type InquiryFormdata, type UiLanguage } from '@/lib/contract';
import { readStorage, removeStorage, storageKeys, writeStorage } from '@/lib/storage';
import { MAX_AMOUNT, MAX_SLOTS } from './slots';
import { emptyContact, emptyInquiry, emptyKnowledge, type InquiryFields, type SlotFields } from './values';

/**
 * The public form's draft lives in localStorage (`inquiry-draft`) while the school types, so a reload or a lost
 * connection loses nothing; it is cleared after a successful submission, and one older than 30 days is dropped
 * (a shared school computer should not keep a teacher's contact details for ever).
 */
export const DRAFT_KEY = storageKeys.inquiryDraft;
export const DRAFT_SAVE_DELAY_MS = 300;
const DRAFT_VERSION = 1;
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredDraft {
  version: number;
  savedAt: number;
  values: unknown;
}

export function saveDraft(values: InquiryFields, now: number = Date.now()): void {
  const draft: StoredDraft = { version: DRAFT_VERSION, savedAt: now, values };
  writeStorage(DRAFT_KEY, JSON.stringify(draft));
}

export function clearDraft(): void {
  removeStorage(DRAFT_KEY);
}

/** The stored draft, or null when there is none, it is unreadable or expired (an expired one is removed). */
export function readDraft(now: number = Date.now()): StoredDraft | null {
  const raw = readStorage(DRAFT_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (!parsed || parsed.version !== DRAFT_VERSION || typeof parsed.values !== 'object' || parsed.values === null) return null;
    const savedAt = Number(parsed.savedAt) || 0;
    if (now - savedAt > DRAFT_MAX_AGE_MS) {
      clearDraft();
      return null;
    }
    return { version: parsed.version, savedAt, values: parsed.values };
  } catch {
    return null;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value.slice(0, 4000) : fallback);
const countText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.slice(0, 10) : '';

/** Copies the string and boolean fields of `source` that `defaults` knows, with the same type. */
function pickLike<T extends Json>(defaults: T, source: unknown): T {
  if (!isObject(source)) return defaults;
  const result: Json = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = source[key];
    if (typeof fallback === 'string' && typeof value === 'string') result[key] = value.slice(0, 4000);
    if (typeof fallback === 'boolean' && typeof value === 'boolean') result[key] = value;
  }
  return result as T;
}

/**
 * Turns whatever is stored into valid form values for the current offer: unknown keys are dropped, slots of
 * workshops no longer offered and grades, educational systems or infrastructure options no longer offered are left out.
 */
export function sanitizeDraft(values: unknown, formdata: InquiryFormdata, language: UiLanguage): InquiryFields {
  const base = emptyInquiry(language);
  if (!isObject(values)) return base;

  const offered = new Set(formdata.workshops.map((workshop) => workshop.id));
  const perWorkshop = new Map<number, number>();
  const slots: SlotFields[] = [];
  for (const slot of Array.isArray(values.slots) ? values.slots : []) {
    if (!isObject(slot) || typeof slot.workshopId !== 'number' || !offered.has(slot.workshopId)) continue;
    const uid = text(slot.uid).slice(0, 64);
    if (!uid || slots.some((other) => other.uid === uid)) continue;
    const count = (perWorkshop.get(slot.workshopId) ?? 0) + 1;
    if (count > MAX_AMOUNT || slots.length >= MAX_SLOTS) continue;
    perWorkshop.set(slot.workshopId, count);
    slots.push({
      uid,
      workshopId: slot.workshopId,
      date: text(slot.date),
      startTime: text(slot.startTime),
      endTime: text(slot.endTime),
      altDate: text(slot.altDate),
      altStartTime: text(slot.altStartTime),
      altEndTime: text(slot.altEndTime),
      ...(slot.weekendAccepted === true ? { weekendAccepted: true } : {}),
    });
  }

  const contact = pickLike(emptyContact(), values.contact);
  const gender = isObject(values.contact) ? values.contact.gender : undefined;
  contact.gender = gender === 1 || gender === 2 || gender === 3 ? gender : base.contact.gender;

  const knowledgeSource = isObject(values.knowledge) ? values.knowledge : {};
  const grades = new Set(formdata.grades.map((grade) => grade.id));
  const systems = new Set(formdata.educational_systems.map((system) => system.id));
  const options = new Set(formdata.infrastructure.map((option) => option.id));
  const system = knowledgeSource.educationalSystem;
  const knowledge = {
    ...emptyKnowledge(),
    grade: typeof knowledgeSource.grade === 'number' && grades.has(knowledgeSource.grade) ? knowledgeSource.grade : undefined,
    educationalSystem: typeof system === 'number' && systems.has(system) ? system : undefined,
    class: text(knowledgeSource.class),
    numberParticipantsTotal: countText(knowledgeSource.numberParticipantsTotal),
    numberParticipantsM: countText(knowledgeSource.numberParticipantsM),
    numberParticipantsF: countText(knowledgeSource.numberParticipantsF),
    numberParticipantsN: countText(knowledgeSource.numberParticipantsN),
    preknowledge: text(knowledgeSource.preknowledge),
    infrastructure: Array.isArray(knowledgeSource.infrastructure)
      ? [...new Set(knowledgeSource.infrastructure.filter((id): id is number => typeof id === 'number' && options.has(id)))]
      : [],
  };

  const source = values.sourceOfDiscovery;
  return {
    slots,
    contact,
    knowledge,
    topics: text(values.topics),
    sourceOfDiscovery: (discoverySources as readonly unknown[]).includes(source)
      ? (source as InquiryFields['sourceOfDiscovery'])
      : '',
    newsletter: values.newsletter === true,
    termsAccepted: values.termsAccepted === true,
    language,
  };
}

/** The stored draft as form values, or null when there is none (or it is unreadable). */
export function loadDraft(formdata: InquiryFormdata, language: UiLanguage, now: number = Date.now()): InquiryFields | null {
  const draft = readDraft(now);
  return draft ? sanitizeDraft(draft.values, formdata, language) : null;
}

/** Debounced saving: `save` on every change, `flush` to write a pending change now, `cancel` to drop it. */
export function createDraftSaver(delay = DRAFT_SAVE_DELAY_MS, write: (values: InquiryFields) => void = saveDraft) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: InquiryFields | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending) write(pending);
    pending = undefined;
  };
  return {
    save(values: InquiryFields) {
      pending = values;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, delay);
    },
    flush,
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
export type DraftSaver = ReturnType<typeof createDraftSaver>;
