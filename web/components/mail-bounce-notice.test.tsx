import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { MailSuppression } from '@/lib/contract';
import { json, mockApi } from '@/test/api-mock';
import { MailBounceNotice } from './mail-bounce-notice';

const app = (content: React.ReactNode) => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>{content}</SWRConfig>
  </I18nProvider>
);

const bounced: MailSuppression = {
  id: 7,
  email: 'lukas@example.org',
  reason: 'HardBounce',
  description: 'Mailbox not found',
  bounced_at: Date.UTC(2026, 10, 2, 9, 30) / 1000,
};

describe('mail bounce notice', () => {
  it('staff who may not lift it see the warning without the button; a fine address shows nothing', async () => {
    mockApi({
      'GET /api/mail-suppressions?email=lukas%40example.org': () => json(200, { data: [bounced] }),
      'GET /api/mail-suppressions?email=fine%40example.org': () => json(200, { data: [] }),
    });
    render(
      app(
        <>
          <MailBounceNotice email="lukas@example.org" canLift={false} />
          <MailBounceNotice email="fine@example.org" canLift={false} />
        </>,
      ),
    );

    const notice = await screen.findByTestId('mail-bounce-notice');
    expect(notice.textContent).toContain('lukas@example.org');
    expect(within(notice).queryByRole('button')).toBeNull();
    expect(screen.getAllByTestId('mail-bounce-notice')).toHaveLength(1);
  });
});
