import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxDetail, OutboxItem } from '@/lib/contract';
import { json, mockApi } from '@/test/api-mock';
import { MailPreviewDialog } from './mail-preview-dialog';
import { OutboxTable } from './outbox-table';

const app = (content: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{content}</SWRConfig>
  </I18nProvider>
);

afterEach(() => vi.unstubAllGlobals());

const item = (overrides: Partial<OutboxItem> = {}): OutboxItem => ({
  id: 5,
  code: 'M02',
  template: 'coach-dismissed',
  recipient: 'anna@example.org',
  language: 'de',
  stream: 'outbound',
  state: 'sent',
  subject: 'Workshop: Sie sind nicht mehr eingeteilt',
  attempts: 1,
  last_error: null,
  created_at: 1_790_000_000,
  sent_at: 1_790_000_060,
  bounced_at: null,
  dead_lettered_at: null,
  body_removed_at: null,
  can_resend: false,
  ...overrides,
});

describe('the outbox table', () => {
  it('offers a resend only where the server allows it, and says why a mail failed', () => {
    const onResend = vi.fn();
    const failed = item({
      id: 6,
      recipient: 'failed@example.org',
      state: 'failed',
      sent_at: null,
      attempts: 8,
      last_error: 'Postmark: 500',
      dead_lettered_at: 1_790_000_500,
      can_resend: true,
    });
    render(app(<OutboxTable items={[item(), failed]} total={2} onPreview={vi.fn()} onResend={onResend} />));
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).queryByRole('button', { name: /^Erneut senden/ })).toBeNull();
    expect(within(rows[1]!).getByText(/Aufgegeben nach 8 Versuchen\. Postmark: 500/)).toBeTruthy();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: /^Erneut senden/ }));
    expect(onResend).toHaveBeenCalledWith(failed);
  });
});

describe('the preview dialog', () => {
  const detail = (overrides: Partial<OutboxDetail>): OutboxDetail => ({
    ...item(),
    preview: { text: 'Guten Tag\n\nhttps://app.example/de/password-reset/•••••', html: '<p>Guten Tag</p>' },
    ...overrides,
  });

  it('shows the text, and the HTML part in a frame without any permission', async () => {
    mockApi({ 'GET /api/outbox/5': () => json(200, { data: detail({}) }) });
    render(app(<MailPreviewDialog id={5} onClose={vi.fn()} />));
    const dialog = await screen.findByRole('dialog', { name: 'Workshop: Sie sind nicht mehr eingeteilt' });
    expect(within(dialog).getByText(/password-reset\/•••••/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'HTML' }));
    const frame = within(dialog).getByTitle('HTML-Teil der E-Mail');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Guten Tag</p>');
  });

  it('says when the content was removed after sending, or unsent', async () => {
    mockApi({
      'GET /api/outbox/5': () => json(200, { data: detail({ preview: null, body_removed_at: 1_790_000_060 }) }),
      'GET /api/outbox/7': () =>
        json(200, { data: detail({ id: 7, preview: null, sent_at: null, state: 'failed', body_removed_at: 1 }) }),
    });
    const sent = render(app(<MailPreviewDialog id={5} onClose={vi.fn()} />));
    expect(await screen.findByText('Der Inhalt wurde nach dem Versand entfernt.')).toBeTruthy();
    sent.unmount();
    render(app(<MailPreviewDialog id={7} onClose={vi.fn()} />));
    expect(await screen.findByText('Der Inhalt wurde entfernt, ohne dass die E-Mail gesendet wurde.')).toBeTruthy();
  });
});
