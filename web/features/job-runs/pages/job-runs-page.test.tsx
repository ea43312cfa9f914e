import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { JobRun, JobRuns } from '@/lib/contract';
import { json, mockApi } from '@/test/api-mock';
import JobRunsPage from './job-runs-page';

const app = () => (
  <I18nProvider i18n={i18n}>
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
      <JobRunsPage />
    </SWRConfig>
  </I18nProvider>
);

const run = (id: number, job: string, error: string | null = null): JobRun => ({
  id,
  job,
  trigger: '*/15 * * * *',
  started_at: 4_000_000_000,
  finished_at: 4_000_000_002,
  counts: {},
  error,
  started_by: null,
});

const runs: JobRuns = {
  jobs: [
    { job: 'outbox-sweep', cron: '*/15 * * * *', last_run: run(1, 'outbox-sweep'), next_due_at: 4_000_000_900, overdue: false },
    {
      job: 'purge',
      cron: '30 1,2 * * *',
      last_run: run(2, 'purge', 'Error: D1 unavailable'),
      next_due_at: 3_999_000_000,
      overdue: true,
    },
    { job: 'news-published', cron: '15 5,6 * * *', last_run: null, next_due_at: 3_999_500_000, overdue: true },
  ],
  items: [],
  total: 0,
  page: 1,
  per_page: 25,
};

describe('the scheduled jobs page', () => {
  it('flags an overdue job and one whose last run failed in words, not colour only', async () => {
    mockApi({ 'GET /api/jobs/runs?page=1&per_page=25': () => json(200, { data: runs }) });
    render(app());

    const card = async (job: string) => (await screen.findByText(job, { selector: 'span' })).closest('li')!.textContent;
    expect(await card('outbox-sweep')).toContain('Erledigt');
    expect(await card('outbox-sweep')).not.toContain('Überfällig');
    expect(await card('purge')).toContain('Fehler');
    expect(await card('purge')).toMatch(/Überfällig\s*Fällig war/);
    expect(await card('news-published')).toMatch(/Überfällig.*Noch nie gelaufen/);
  });
});
