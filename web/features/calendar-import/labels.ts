import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImportErrorCode } from '@/lib/contract';

/** Why the last import failed, in words the coach can act on. */
export const importErrorMessages: Record<ImportErrorCode, MessageDescriptor> = {
  unreachable: msg`Der Kalender ist nicht erreichbar. Bitte prüfen Sie die Adresse.`,
  http_error: msg`Der Kalender-Server hat die Anfrage abgelehnt. Ist die Adresse noch gültig und freigegeben?`,
  too_large: msg`Der Kalender ist zu gross (mehr als 2 MB).`,
  not_a_calendar: msg`Unter dieser Adresse liegt kein Kalender im iCal-Format (ICS).`,
  timeout: msg`Der Kalender hat nicht rechtzeitig geantwortet. Wir versuchen es stündlich wieder.`,
};
