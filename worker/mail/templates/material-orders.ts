import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

/*
 * Mails of material orders (issue 12, spec mail set "material order"): the team learns of a new order, the coach that
 * it was sent. Dates are preformatted for the recipient's language; items are "2 × Title (format)" lines.
 */

interface OrderLines {
  greeting: string;
  /** The workshop's title in the recipient's language. */
  title: string;
  /** The workshop's date and time, formatted. */
  date: string;
  institute: string;
  items: string[];
  shippingAddress: string | null;
  /** The coach's delivery note. */
  remarks: string | null;
}

const list = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');
/** A labelled paragraph when there is something to say; `label` ends with its colon (French: after U+202F). */
const optional = (text: string | null, label: string) => (text ? `\n\n${label}\n${text}` : '');

export interface MaterialOrderNewParams extends OrderLines {
  coachName: string;
  ordersUrl: string;
}

/** To the team (active admins and associates) when a coach orders material. */
export const materialOrderNew: MailTemplate<MaterialOrderNewParams> = {
  id: 'material-order-new',
  code: 'F01',
  links: ['ordersUrl'],
  de: (p) => ({
    subject: `Materialbestellung: ${p.coachName}, ${p.date}`,
    text: `${p.greeting}\n\n${p.coachName} hat Material für diesen Workshop bestellt:\n«${p.title}» bei ${p.institute}, ${p.date}\n\n${list(p.items)}${optional(p.shippingAddress, 'Lieferadresse:')}${optional(p.remarks, 'Lieferhinweis:')}\n\nZur Bestellung:\n${p.ordersUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Commande de matériel : ${p.coachName}, ${p.date}`,
    text: fr`${p.greeting}\n\n${p.coachName} a commandé du matériel pour cet atelier :\n« ${p.title} » à ${p.institute}, ${p.date}\n\n${list(p.items)}${optional(p.shippingAddress, 'Adresse de livraison\u202f:')}${optional(p.remarks, 'Indication de livraison\u202f:')}\n\nVoir la commande :\n${p.ordersUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Ordinazione di materiale: ${p.coachName}, ${p.date}`,
    text: `${p.greeting}\n\n${p.coachName} ha ordinato materiale per questo workshop:\n«${p.title}» presso ${p.institute}, ${p.date}\n\n${list(p.items)}${optional(p.shippingAddress, 'Indirizzo di consegna:')}${optional(p.remarks, 'Indicazioni per la consegna:')}\n\nVedere l’ordinazione:\n${p.ordersUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Material order: ${p.coachName}, ${p.date}`,
    text: `${p.greeting}\n\n${p.coachName} has ordered material for this workshop:\n“${p.title}” at ${p.institute}, ${p.date}\n\n${list(p.items)}${optional(p.shippingAddress, 'Shipping address:')}${optional(p.remarks, 'Delivery note:')}\n\nOpen the order:\n${p.ordersUrl}\n\n${signature('en')}`,
  }),
};

export interface MaterialOrderSentParams extends OrderLines {
  ordersUrl: string;
}

/** To the coach when staff mark the order sent. */
export const materialOrderSent: MailTemplate<MaterialOrderSentParams> = {
  id: 'material-order-sent',
  code: 'F02',
  links: ['ordersUrl'],
  de: (p) => ({
    subject: `Material versandt: ${p.title}, ${p.date}`,
    text: `${p.greeting}\n\nIhre Materialbestellung für diesen Workshop ist unterwegs:\n«${p.title}» bei ${p.institute}, ${p.date}\n\n${list(p.items)}${optional(p.shippingAddress, 'Lieferadresse:')}${optional(p.remarks, 'Ihr Lieferhinweis:')}\n\nIhre Bestellungen:\n${p.ordersUrl}\n\nBei Fragen melden Sie sich gerne bei uns.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Matériel expédié : ${p.title}, ${p.date}`,
    text: fr`${p.greeting}\n\nVotre commande de matériel pour cet atelier a été expédiée :\n« ${p.title} » à ${p.institute}, ${p.date}\n\n${list(p.items)}${optional(p.shippingAddress, 'Adresse de livraison\u202f:')}${optional(p.remarks, 'Votre indication de livraison\u202f:')}\n\nVos commandes :\n${p.ordersUrl}\n\nPour toute question, n’hésitez pas à nous contacter.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Materiale spedito: ${p.title}, ${p.date}`,
    text: `${p.greeting}\n\nLa sua ordinazione di materiale per questo workshop è stata spedita:\n«${p.title}» presso ${p.institute}, ${p.date}\n\n${list(p.items)}${optional(p.shippingAddress, 'Indirizzo di consegna:')}${optional(p.remarks, 'Le sue indicazioni per la consegna:')}\n\nLe sue ordinazioni:\n${p.ordersUrl}\n\nPer domande siamo volentieri a disposizione.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Material sent: ${p.title}, ${p.date}`,
    text: `${p.greeting}\n\nYour material order for this workshop is on its way:\n“${p.title}” at ${p.institute}, ${p.date}\n\n${list(p.items)}${optional(p.shippingAddress, 'Shipping address:')}${optional(p.remarks, 'Your delivery note:')}\n\nYour orders:\n${p.ordersUrl}\n\nIf you have any questions, please get in touch.\n\n${signature('en')}`,
  }),
};

export interface MaterialOrderCancelledParams extends Omit<OrderLines, 'shippingAddress' | 'remarks'> {
  ordersUrl: string;
}

/** To the coach when staff cancel the coach's open order: it will not be sent. */
export const materialOrderCancelledByStaff: MailTemplate<MaterialOrderCancelledParams> = {
  id: 'material-order-cancelled-by-staff',
  code: 'F03',
  links: ['ordersUrl'],
  de: (p) => ({
    subject: `Materialbestellung storniert: ${p.title}, ${p.date}`,
    text: `${p.greeting}\n\nWir haben Ihre Materialbestellung für diesen Workshop storniert; sie wird nicht versandt:\n«${p.title}» bei ${p.institute}, ${p.date}\n\n${list(p.items)}\n\nIhre Bestellungen:\n${p.ordersUrl}\n\nBei Fragen melden Sie sich gerne bei uns.\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Commande de matériel annulée : ${p.title}, ${p.date}`,
    text: fr`${p.greeting}\n\nNous avons annulé votre commande de matériel pour cet atelier ; elle ne sera pas expédiée :\n« ${p.title} » à ${p.institute}, ${p.date}\n\n${list(p.items)}\n\nVos commandes :\n${p.ordersUrl}\n\nPour toute question, n’hésitez pas à nous contacter.\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Ordinazione di materiale annullata: ${p.title}, ${p.date}`,
    text: `${p.greeting}\n\nAbbiamo annullato la sua ordinazione di materiale per questo workshop; non verrà spedita:\n«${p.title}» presso ${p.institute}, ${p.date}\n\n${list(p.items)}\n\nLe sue ordinazioni:\n${p.ordersUrl}\n\nPer domande siamo volentieri a disposizione.\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Material order cancelled: ${p.title}, ${p.date}`,
    text: `${p.greeting}\n\nWe have cancelled your material order for this workshop; it will not be sent:\n“${p.title}” at ${p.institute}, ${p.date}\n\n${list(p.items)}\n\nYour orders:\n${p.ordersUrl}\n\nIf you have any questions, please get in touch.\n\n${signature('en')}`,
  }),
};

export interface MaterialOrderWithdrawnParams extends Omit<OrderLines, 'shippingAddress' | 'remarks'> {
  coachName: string;
  ordersUrl: string;
}

/** To the team (active admins and associates) when a coach cancels their own open order: nothing to pack. */
export const materialOrderCancelledByCoach: MailTemplate<MaterialOrderWithdrawnParams> = {
  id: 'material-order-cancelled-by-coach',
  code: 'F04',
  links: ['ordersUrl'],
  de: (p) => ({
    subject: `Materialbestellung zurückgezogen: ${p.coachName}, ${p.date}`,
    text: `${p.greeting}\n\n${p.coachName} hat die Materialbestellung für diesen Workshop zurückgezogen; sie muss nicht versandt werden:\n«${p.title}» bei ${p.institute}, ${p.date}\n\n${list(p.items)}\n\nZu den Bestellungen:\n${p.ordersUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Commande de matériel retirée : ${p.coachName}, ${p.date}`,
    text: fr`${p.greeting}\n\n${p.coachName} a retiré la commande de matériel pour cet atelier ; elle ne doit pas être expédiée :\n« ${p.title} » à ${p.institute}, ${p.date}\n\n${list(p.items)}\n\nVoir les commandes :\n${p.ordersUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Ordinazione di materiale ritirata: ${p.coachName}, ${p.date}`,
    text: `${p.greeting}\n\n${p.coachName} ha ritirato l’ordinazione di materiale per questo workshop; non deve essere spedita:\n«${p.title}» presso ${p.institute}, ${p.date}\n\n${list(p.items)}\n\nVedere le ordinazioni:\n${p.ordersUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `Material order withdrawn: ${p.coachName}, ${p.date}`,
    text: `${p.greeting}\n\n${p.coachName} has withdrawn the material order for this workshop; it need not be sent:\n“${p.title}” at ${p.institute}, ${p.date}\n\n${list(p.items)}\n\nOpen the orders:\n${p.ordersUrl}\n\n${signature('en')}`,
  }),
};
