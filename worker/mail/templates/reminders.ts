import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

/*
 * Reminders of the scheduled jobs (worker/jobs/schedule.ts) that have no other home: the material order deadline.
 * Dates are preformatted for the recipient's language.
 */

export interface MaterialOrderReminderParams {
  greeting: string;
  /** The workshop's title in the recipient's language. */
  title: string;
  /** The workshop's date and time, formatted. */
  date: string;
  institute: string;
  /** The last day to order (the 5th working day before the workshop), formatted. */
  deadline: string;
  ordersUrl: string;
}

/** To a coach placed on a workshop whose order deadline is at most 3 working days away and who ordered nothing yet. */
export const materialOrderReminder: MailTemplate<MaterialOrderReminderParams> = {
  id: 'material-order-reminder',
  code: 'J03',
  links: ['ordersUrl'],
  de: (p) => ({
    subject: `Erinnerung: Material bestellen bis ${p.deadline}`,
    text: `${p.greeting}\n\nFür diesen Workshop haben Sie noch kein Material bestellt:\n«${p.title}» bei ${p.institute}, ${p.date}\n\nBestellungen sind bis und mit ${p.deadline} möglich. Falls Sie kein Material brauchen, können Sie diese Erinnerung ignorieren.\n\nZur Materialbestellung:\n${p.ordersUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Rappel : commander le matériel jusqu’au ${p.deadline}`,
    text: fr`${p.greeting}\n\nVous n’avez pas encore commandé de matériel pour cet atelier :\n« ${p.title} » à ${p.institute}, ${p.date}\n\nLes commandes sont possibles jusqu’au ${p.deadline} inclus. Si vous n’avez pas besoin de matériel, vous pouvez ignorer ce rappel.\n\nCommander le matériel :\n${p.ordersUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Promemoria: ordinare il materiale entro il ${p.deadline}`,
    text: `${p.greeting}\n\nNon ha ancora ordinato materiale per questo workshop:\n«${p.title}» presso ${p.institute}, ${p.date}\n\nLe ordinazioni sono possibili fino al ${p.deadline} compreso. Se non le serve materiale, può ignorare questo promemoria.\n\nOrdinare il materiale:\n${p.ordersUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Reminder: order material by ${p.deadline}`,
    text: `${p.greeting}\n\nYou have not ordered any material for this workshop yet:\n“${p.title}” at ${p.institute}, ${p.date}\n\nOrders are possible up to and including ${p.deadline}. If you need no material, you can ignore this reminder.\n\nOrder material:\n${p.ordersUrl}\n\n${signature('en')}`,
  }),
};
