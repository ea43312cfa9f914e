import { catalogue, catalogueByTemplate } from '../../mail/catalogue';
import type { MailTemplate } from '../../mail/render';

/** Every mail template we know: those of the catalogue (worker/mail/catalogue.ts). */
export const knownTemplates: MailTemplate<unknown>[] = catalogue.map((entry) => entry.template);

/** The catalogue id (`O01`) of a template name; null for a name no template has any more. */
export const templateCode = (template: string): string | null => catalogueByTemplate.get(template)?.code ?? null;
