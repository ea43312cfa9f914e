import { describe, expect, it } from 'vitest';
import { uiLanguages } from '../../contract/enums';
import { catalogue } from '../catalogue';
import { materialOrderReminder, type MaterialOrderReminderParams } from './reminders';
import { renderMail } from '../render';
import { organisationNameSlot } from '../wording';

describe('the material order reminder (J03) in every language', () => {
  for (const language of uiLanguages) {
    it(language, () => {
      for (const { template, sample } of catalogue.filter((entry) => entry.template === materialOrderReminder)) {
        const params = sample(language) as MaterialOrderReminderParams;
        const mail = renderMail(template, language, params);
        for (const part of [mail.subject, mail.textBody, mail.htmlBody]) {
          expect(part).not.toMatch(/undefined|null|NaN|\[object Object\]|\{\{/);
        }
        expect(mail.subject).toContain(params.deadline);
        expect(mail.textBody.startsWith(`${params.greeting}\n\n`)).toBe(true);
        expect(mail.textBody).toContain(params.title);
        expect(mail.textBody).toContain(params.institute);
        expect(mail.textBody).toContain(params.date);
        expect(mail.textBody).toContain(`https://app.example/${language}/manager/material-orders`);
        expect(mail.textBody.trimEnd().endsWith(organisationNameSlot)).toBe(true);
        expect(mail.htmlBody).toContain(`href="https://app.example/${language}/manager/material-orders"`);
        if (language === 'fr') expect(mail.textBody).toMatch(/atelier\u202f:/);
      }
    });
  }
});
