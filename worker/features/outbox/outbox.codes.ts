import type { MailTemplate } from '../../mail/render';
import * as coachAccountCreated from '../../mail/templates/coach-account-created';
import * as coachProfileChanged from '../../mail/templates/coach-profile-changed';
import * as coachProfileReviewed from '../../mail/templates/coach-profile-reviewed';
import * as coachProfileSubmitted from '../../mail/templates/coach-profile-submitted';
import * as evaluationInvitations from '../../mail/templates/evaluation-invitations';
import * as evaluationSentBack from '../../mail/templates/evaluation-sent-back';
import * as inquiryNew from '../../mail/templates/inquiry-new';
import * as inquiryReceived from '../../mail/templates/inquiry-received';
import * as inquiryValidated from '../../mail/templates/inquiry-validated';
import * as materialOrders from '../../mail/templates/material-orders';
import * as passwordReset from '../../mail/templates/password-reset';
import * as staffing from '../../mail/templates/staffing';
import * as workshopChanged from '../../mail/templates/workshop-changed';

/*
 * Placeholder until worker/mail/catalogue.ts (issue 16, helper A) is merged: the lead replaces this file with its
 * `catalogueByTemplate`. Every exported template of these modules, found by its shape.
 */
const modules: Record<string, unknown>[] = [
  coachAccountCreated,
  coachProfileChanged,
  coachProfileReviewed,
  coachProfileSubmitted,
  evaluationInvitations,
  evaluationSentBack,
  inquiryNew,
  inquiryReceived,
  inquiryValidated,
  materialOrders,
  passwordReset,
  staffing,
  workshopChanged,
];

const isTemplate = (value: unknown): value is MailTemplate<unknown> =>
  typeof value === 'object' && value !== null && 'id' in value && 'code' in value && 'de' in value;

/** Every mail template we know. */
export const knownTemplates: MailTemplate<unknown>[] = modules.flatMap((module) => Object.values(module).filter(isTemplate));

const codes = new Map(knownTemplates.map((template) => [template.id, template.code]));

/** The catalogue id (`O01`) of a template name; null for a name no template has any more. */
export const templateCode = (template: string): string | null => codes.get(template) ?? null;
