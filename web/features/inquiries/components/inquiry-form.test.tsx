import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateText } from '@/components/date-field/parse';
import { ApiError } from '@/lib/api';
import { enterValue } from '@/test/enter-value';
import { loadInquiryRules } from '../rules-loader';
import { loadSlotChunk } from './slot-loader';
import { formdata, futureDate } from '../test/fixtures';
import { emptyInquiry, type InquiryFields } from '../values';
import { InquiryForm, type InquiryFormProps } from './inquiry-form';

/** Renders the form and lets its deferred sections (one task each, below the workshops) mount. */
async function renderForm(props: Partial<InquiryFormProps> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => {});
  const view = render(
    <I18nProvider i18n={i18n}>
      <InquiryForm mode="create" formdata={formdata} defaultValues={emptyInquiry('de')} onSubmit={onSubmit} {...props} />
    </I18nProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { ...view, onSubmit };
}

const field = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element as HTMLInputElement;
};
const type = (id: string, value: string) => enterValue(field(id), value);
const workshop = (title: string) => screen.getByRole('article', { name: title });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Anfrage senden' })));

function fillValidInquiry() {
  fireEvent.click(within(workshop('Kinderrechte')).getByRole('button', { name: 'Anzahl erhöhen' }));
  type('inquiry-slots-0-date', formatDateText(futureDate()));
  type('inquiry-contact-firstname', 'Anna');
  type('inquiry-contact-lastname', 'Muster');
  type('inquiry-contact-phone', '044 123 45 67');
  type('inquiry-contact-email', 'anna@schule.ch');
  type('inquiry-contact-institute', 'Schule Musterhausen');
  type('inquiry-contact-streetAddress', 'Schulweg 1');
  type('inquiry-contact-postcode', '8000');
  type('inquiry-contact-location', 'Zürich');
  type('inquiry-knowledge-grade', '2');
  type('inquiry-knowledge-educationalSystem', '7');
  type('inquiry-knowledge-numberParticipantsTotal', '22');
  fireEvent.click(field('inquiry-termsAccepted'));
}

describe('InquiryForm', () => {
  // The rules' and the date rows' chunks load when the form is first touched; here they are there from the start, so
  // steps are synchronous.
  beforeAll(async () => {
    await Promise.all([loadInquiryRules(), loadSlotChunk()]);
  });

  it('shows the offer, and the amount adds and removes date rows with the default times', async () => {
    await renderForm();
    const card = workshop('Kinderrechte');
    expect(within(card).getByText(/CHF\s?350\.00/)).toBeTruthy();
    expect(within(card).getByText('90 Minuten')).toBeTruthy();
    expect(within(card).queryByText('Serie (mehrere Termine mit derselben Klasse)')).toBeNull();
    expect(within(workshop('Flucht und Asyl')).getByText('Serie (mehrere Termine mit derselben Klasse)')).toBeTruthy();
    const plus = within(card).getByRole('button', { name: 'Anzahl erhöhen' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(within(card).getAllByTestId('inquiry-slot')).toHaveLength(2);
    expect(field('inquiry-slots-0-startTime').value).toBe('08:00');
    expect(field('inquiry-slots-0-endTime').value).toBe('10:00');
    expect(field('inquiry-slots-1-altEndTime').value).toBe('10:00');
    expect(within(card).getByRole('spinbutton', { name: 'Anzahl' })).toHaveProperty('value', '2');

    enterValue(within(card).getByRole('spinbutton', { name: 'Anzahl' }), '1');
    expect(within(card).getAllByTestId('inquiry-slot')).toHaveLength(1);
    fireEvent.click(within(card).getByRole('button', { name: 'Anzahl verringern' }));
    expect(within(card).queryAllByTestId('inquiry-slot')).toHaveLength(0);
  });

  it('on submit: a focused summary with the end-before-start and terms errors, messages at the fields', async () => {
    const { onSubmit } = await renderForm();
    fireEvent.click(within(workshop('Kinderrechte')).getByRole('button', { name: 'Anzahl erhöhen' }));
    type('inquiry-slots-0-date', formatDateText(futureDate()));
    type('inquiry-slots-0-startTime', '10:00');
    type('inquiry-slots-0-endTime', '09:00');
    await submit();

    const summary = await screen.findByTestId('inquiry-error-summary');
    expect(summary.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByText('Bitte alle Felder ausfüllen, die mit einem * markiert sind')).toBeTruthy();
    const endLink = within(summary).getByRole('link', {
      name: 'Kinderrechte – Termin 1: Bis: Endzeitpunkt muss nach dem Startzeitpunkt sein',
    });
    within(summary).getByRole('link', {
      name: 'AGB: Bitte die AGB akzeptieren',
    });
    within(summary).getByRole('link', { name: 'Vorname: Pflichtfeld' });
    expect(onSubmit).not.toHaveBeenCalled();

    const endTime = field('inquiry-slots-0-endTime');
    expect(endTime.getAttribute('aria-invalid')).toBe('true');
    const describedBy = endTime.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Endzeitpunkt muss nach dem Startzeitpunkt sein');
    expect(field('inquiry-termsAccepted').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(endLink);
    expect(document.activeElement).toBe(endTime);
  });

  it('asks for at least one workshop', async () => {
    await renderForm();
    await submit();
    const summary = await screen.findByTestId('inquiry-error-summary');
    within(summary).getByRole('link', { name: 'Workshops und Termine: Bitte mindestens ein Angebot auswählen' });
  });

  it('blocks a weekend date until the school confirms it', async () => {
    const { onSubmit } = await renderForm();
    fillValidInquiry();
    type('inquiry-slots-0-date', formatDateText(futureDate({ weekend: true })));
    expect(screen.getByText(/fällt auf ein Wochenende/)).toBeTruthy();
    await submit();
    const summary = await screen.findByTestId('inquiry-error-summary');
    within(summary).getByText(/Bitte bestätigen Sie, dass der Workshop am Wochenende stattfinden soll/);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText(/Ja, der Workshop soll am Wochenende stattfinden/));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('sends parsed values with the honeypot, and puts 422 field issues (dotted paths) on the fields', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, 'validation_failed', 'Invalid', [
        { path: 'contact.email', code: 'custom', message: 'email_invalid' },
        { path: 'slots.0.endTime', code: 'custom', message: 'end_before_start' },
      ]);
    });
    await renderForm({ onSubmit });
    fillValidInquiry();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, extras] = onSubmit.mock.calls[0] as unknown as [Record<string, unknown>, { website: string }];
    expect(extras).toEqual({ website: '' });
    expect(values).toMatchObject({
      contact: { gender: 2, email: 'anna@schule.ch' },
      knowledge: { grade: 2, educationalSystem: 7, numberParticipantsTotal: 22 },
      termsAccepted: true,
      language: 'de',
    });
    expect((values.slots as InquiryFields['slots'])[0]).not.toHaveProperty('weekendAccepted');

    const summary = await screen.findByTestId('inquiry-error-summary');
    within(summary).getByRole('link', { name: 'E-Mail: E-Mail-Adresse ungültig' });
    expect(field('inquiry-contact-email').getAttribute('aria-invalid')).toBe('true');
    expect(field('inquiry-slots-0-endTime').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps everything on a network error or 429 and says so', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(429, 'rate_limited', 'Too many');
    });
    await renderForm({ onSubmit, keepsDraft: true });
    fillValidInquiry();
    await submit();
    const alert = await screen.findByText(/Zu viele Versuche/);
    expect(alert.closest('[role="alert"]')?.textContent).toMatch(/Ihre Eingaben bleiben in diesem Browser gespeichert/);
    expect(field('inquiry-contact-firstname').value).toBe('Anna');
  });

  it('reveals the invoice address fields', async () => {
    await renderForm();
    expect(screen.queryByTestId('inquiry-invoice-address')).toBeNull();
    fireEvent.click(screen.getByLabelText('Die Rechnung soll an eine andere Adresse gehen'));
    expect(screen.getByTestId('inquiry-invoice-address')).toBeTruthy();
  });

  it('read mode: the chosen workshops only, everything disabled, no submit', async () => {
    const values = emptyInquiry('de');
    values.slots = [{ uid: 'u1', workshopId: 12, date: '2030-01-08', startTime: '08:00', endTime: '10:00', altDate: '' }];
    values.contact.firstname = 'Anna';
    values.termsAccepted = true;
    await renderForm({ mode: 'read', defaultValues: values, onSubmit: undefined });
    expect(screen.queryByRole('article', { name: 'Kinderrechte' })).toBeNull();
    expect(workshop('Flucht und Asyl')).toBeTruthy();
    expect(field('inquiry-contact-firstname').value).toBe('Anna');
    expect(field('inquiry-contact-firstname').matches(':disabled')).toBe(true);
    expect(field('inquiry-slots-0-date').value).toBe('08.01.2030');
    expect(screen.queryByRole('button', { name: 'Anfrage senden' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Anzahl erhöhen' })).toBeNull();
    expect(document.querySelector('input[name="website"]')).toBeNull();
  });

  it('update mode: the same fields, editable, saved through the callback (no honeypot)', async () => {
    const values = emptyInquiry('fr');
    values.slots = [{ uid: 'u1', workshopId: 12, date: futureDate(), startTime: '08:00', endTime: '10:00', altDate: '' }];
    values.contact = {
      ...values.contact,
      firstname: 'Anna',
      lastname: 'Muster',
      phone: '044 123 45 67',
      email: 'anna@schule.ch',
      institute: 'Schule',
      streetAddress: 'Weg 1',
      postcode: '8000',
      location: 'Zürich',
    };
    values.knowledge = { ...values.knowledge, grade: 1, numberParticipantsTotal: '20' };
    values.termsAccepted = true;
    const onSubmit = vi.fn(async () => {});
    await renderForm({ mode: 'update', defaultValues: values, onSubmit });
    expect(document.querySelector('input[name="website"]')).toBeNull();
    expect(within(workshop('Kinderrechte')).getByRole('button', { name: 'Anzahl erhöhen' })).toBeTruthy();
    type('inquiry-contact-lastname', 'Beispiel');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([{ contact: { lastname: 'Beispiel' }, language: 'fr' }, { website: '' }]);
  });
});
