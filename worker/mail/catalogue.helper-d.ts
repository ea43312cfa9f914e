import type { UiLanguage } from '../db/schema/enums';
import { appLink } from '../lib/app-links';
import { greeting } from './format';
import { materialOrderReminder } from './templates/reminders';

/*
 * Helper D's entries for the catalogue (worker/mail/catalogue.ts on helper A's branch): append them to `catalogue`
 * as `entry(template, sample)` and delete this file when the branches are joined.
 */
export const catalogueHelperD = [
  {
    template: materialOrderReminder,
    sample: (l: UiLanguage) => ({
      greeting: greeting(l, { firstname: 'Anna', lastname: 'Égalité', salutation: 1 }),
      title: 'Droits de l’enfant',
      date: 'lu, 11.01.2027, 08:00–10:00',
      institute: 'École Les Tilleuls',
      deadline: 'lu, 04.01.2027',
      ordersUrl: appLink({ APP_URL: 'https://app.example' }, l, '/manager/material-orders'),
    }),
  },
];
