import type { MailTemplate } from '../render';
import { fr, signature } from '../wording';

export interface NewsPublishedParams {
  greeting: string;
  /** The news item's title in the recipient's language (German when it has no translation). */
  title: string;
  dashboardUrl: string;
  settingsUrl: string;
}

/**
 * To the active users of the feeds a news item is for, once, when it becomes visible (spec: news). Only the title:
 * the text is Markdown written for the dashboard, read there.
 */
export const newsPublished: MailTemplate<NewsPublishedParams> = {
  id: 'news-published',
  code: 'N01',
  links: ['dashboardUrl', 'settingsUrl'],
  de: (p) => ({
    subject: `Neue Mitteilung: ${p.title}`,
    text: `${p.greeting}\n\nAuf Ihrer Startseite gibt es eine neue Mitteilung:\n\n«${p.title}»\n\nSie lesen sie hier:\n${p.dashboardUrl}\n\nDiese E-Mails können Sie in Ihren Einstellungen abbestellen:\n${p.settingsUrl}\n\n${signature('de')}`,
  }),
  fr: (p) => ({
    subject: fr`Nouveau message : ${p.title}`,
    text: fr`${p.greeting}\n\nUn nouveau message vous attend sur votre page d'accueil :\n\n« ${p.title} »\n\nVous pouvez le lire ici :\n${p.dashboardUrl}\n\nVous pouvez désactiver ces e-mails dans vos paramètres :\n${p.settingsUrl}\n\n${signature('fr')}`,
  }),
  it: (p) => ({
    subject: `Nuova comunicazione: ${p.title}`,
    text: `${p.greeting}\n\nSulla sua pagina iniziale c’è una nuova comunicazione:\n\n«${p.title}»\n\nPuò leggerla qui:\n${p.dashboardUrl}\n\nPuò disattivare queste e-mail nelle sue impostazioni:\n${p.settingsUrl}\n\n${signature('it')}`,
  }),
  en: (p) => ({
    subject: `New announcement: ${p.title}`,
    text: `${p.greeting}\n\nThere is a new announcement on your start page:\n\n“${p.title}”\n\nRead it here:\n${p.dashboardUrl}\n\nYou can turn these emails off in your settings:\n${p.settingsUrl}\n\n${signature('en')}`,
  }),
};
