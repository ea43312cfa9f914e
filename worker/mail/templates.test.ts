import { describe, expect, it } from 'vitest';
import backfill from '../../drizzle/0006_mail_outbox_secrets_backfill.sql?raw';
import { renderMail, type MailTemplate } from './render';
import { coachAccountCreated } from './templates/coach-account-created';
import { coachProfileChanged } from './templates/coach-profile-changed';
import { coachApproved, coachSentBack } from './templates/coach-profile-reviewed';
import { coachProfileSubmitted } from './templates/coach-profile-submitted';
import { evaluationSentBack } from './templates/evaluation-sent-back';
import { inquiryNew } from './templates/inquiry-new';
import { inquiryReceived } from './templates/inquiry-received';
import { inquiryValidated } from './templates/inquiry-validated';
import { passwordReset } from './templates/password-reset';
import {
  coachDismissed,
  coachPlaced,
  coachRequestMail,
  coachRequestReminder,
  coachRequestWithdrawn,
  workshopStaffed,
} from './templates/staffing';
import { workshopCancelled, workshopReinitialized } from './templates/workshop-changed';
import {
  evaluationAudience,
  evaluationCoach,
  evaluationCoachReminder,
  evaluationThreeMonths,
} from './templates/evaluation-invitations';

/**
 * Every template with parameters in which each free text is a marker `typed:<name>`: what schools type in the public
 * form (and anything else a person types) must never reach a subject or become a link. Subjects may name only the
 * workshop title, its date, the inquiry number and a coach's name (an account staff created).
 */
const typed = (name: string) => `typed:${name} https://evil.example/${name}`;
const url = (name: string) => `https://app.example/${name}/secret-token`;
const lines = [{ title: 'Kinderrechte', when: 'Mo., 11.01.2027, 08:00–10:00', alternative: typed('alternative') }];
const workshop = {
  greeting: typed('greeting'),
  title: 'Kinderrechte',
  dates: ['Mo., 11.01.2027, 08:00–10:00'],
  institute: typed('institute'),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const cases: [MailTemplate<any>, Record<string, unknown>][] = [
  [passwordReset, { greeting: typed('greeting'), resetUrl: url('reset') }],
  [
    coachAccountCreated,
    { greeting: typed('greeting'), email: typed('email'), temporaryPassword: 'Temp-Pass-123', loginUrl: url('login') },
  ],
  [coachProfileChanged, { greeting: typed('greeting'), coachName: 'Lea Brunner', profileUrl: url('profile'), changes: ['bank'] }],
  [coachApproved, { greeting: typed('greeting'), appUrl: url('app') }],
  [coachSentBack, { greeting: typed('greeting'), reason: typed('reason'), profileUrl: url('profile') }],
  [coachProfileSubmitted, { greeting: typed('greeting'), coachName: 'Lea Brunner', profileUrl: url('profile') }],
  [
    inquiryNew,
    {
      greeting: typed('greeting'),
      number: '42',
      institute: typed('institute'),
      contactName: typed('contact'),
      location: typed('location'),
      lines,
      manageUrl: url('manage'),
    },
  ],
  [inquiryReceived, { greeting: typed('greeting'), institute: typed('institute'), lines, viewUrl: url('view') }],
  [inquiryValidated, { greeting: typed('greeting'), institute: typed('institute'), lines }],
  [
    coachRequestMail,
    {
      ...workshop,
      language: 'Französisch',
      duration: '2 Stunden',
      address: typed('address'),
      message: typed('message'),
      answerUrl: url('answer'),
    },
  ],
  [coachRequestReminder, { greeting: typed('greeting'), requests: [typed('request')], requestsUrl: url('requests') }],
  [
    coachPlaced,
    {
      ...workshop,
      address: typed('address'),
      contact: [typed('contact')],
      colleagues: [typed('colleague')],
      startUrl: url('start'),
    },
  ],
  [coachDismissed, { ...workshop, startUrl: url('start') }],
  [coachRequestWithdrawn, { ...workshop, startUrl: url('start') }],
  [workshopStaffed, { ...workshop, trainers: [typed('trainer')] }],
  [workshopCancelled, { ...workshop, reason: typed('reason') }],
  [workshopReinitialized, { ...workshop, reason: null }],
  [
    evaluationAudience,
    {
      greeting: typed('greeting'),
      title: 'Kinderrechte',
      date: 'Mo., 11.01.2027, 08:00–10:00',
      evaluationUrl: url('evaluation'),
      printUrl: url('print'),
      closesOn: 'Fr., 12.03.2027',
    },
  ],
  [evaluationCoach, { greeting: typed('greeting'), title: 'Kinderrechte', dates: workshop.dates, evaluationsUrl: url('list') }],
  [
    evaluationCoachReminder,
    { greeting: typed('greeting'), title: 'Kinderrechte', date: 'Mo., 11.01.2027', evaluationUrl: url('evaluation') },
  ],
  [
    evaluationThreeMonths,
    {
      greeting: typed('greeting'),
      title: 'Kinderrechte',
      date: 'Mo., 11.01.2027',
      evaluationUrl: url('evaluation'),
      closesOn: 'Fr., 12.03.2027',
    },
  ],
  [
    evaluationSentBack,
    {
      greeting: typed('greeting'),
      title: 'Kinderrechte',
      date: 'Mo., 11.01.2027',
      comment: typed('comment'),
      evaluationUrl: url('evaluation'),
    },
  ],
];
const languages = ['de', 'fr', 'it', 'en'] as const;

describe('mail templates', () => {
  it.each(cases.map(([template, params]) => [template.id, template, params] as const))(
    '%s: typed text stays out of the subject and is never a link; our links are',
    (_id, template, params) => {
      for (const language of languages) {
        const mail = renderMail(template, language, params);
        expect(mail.subject).not.toContain('typed:');
        expect(mail.subject).not.toMatch(/https?:/);
        const anchors = [...mail.htmlBody.matchAll(/<a href="([^"]*)">/g)].map((match) => match[1]);
        const ownLinks = (template.links ?? []).map((name) => params[name as string]);
        expect(anchors.sort()).toEqual([...ownLinks].sort());
        expect(mail.htmlBody).not.toContain('href="https://evil.example');
      }
    },
  );

  it('marks exactly the mails that carry a password or a private or signed link, as the backfill migration does', () => {
    const secret = cases.filter(([template]) => template.carriesSecret).map(([template]) => template.id);
    expect(secret.sort()).toEqual([
      'coach-account-created',
      'coach-request',
      'evaluation-3-months',
      'evaluation-audience',
      'inquiry-received',
      'password-reset',
    ]);
    // The evaluation mails came after the backfill: their rows were always written with the flag.
    const before = secret.filter((id) => !id.startsWith('evaluation-'));
    for (const id of before) expect(backfill).toContain(`'${id}'`);
    for (const [template, params] of cases) {
      expect(renderMail(template, 'de', params).carriesSecret).toBe(template.carriesSecret === true);
    }
  });

  it('shows typed text escaped, as text, where it belongs in the body', () => {
    const mail = renderMail(inquiryReceived, 'de', {
      greeting: 'Guten Tag <b>Noa</b>',
      institute: 'Schule <script>alert(1)</script> www.evil.example https://evil.example/x',
      lines,
      viewUrl: url('view'),
    });
    expect(mail.htmlBody).toContain('Schule &lt;script&gt;alert(1)&lt;/script&gt; www.evil.example https://evil.example/x');
    expect(mail.htmlBody).toContain(`<a href="${url('view')}">${url('view')}</a>`);
    expect(mail.textBody).toContain('https://evil.example/x');
  });
});
