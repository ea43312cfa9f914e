import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role, UserState } from '@/lib/contract';

export const roleLabels: Record<Role, MessageDescriptor> = {
  admin: msg`Administration`,
  associate: msg`Mitarbeitende`,
  coach: msg`Coach`,
  finance: msg`Finanzen und Personal`,
};

export const userStateLabels: Record<UserState, MessageDescriptor> = {
  created: msg`Erstellt`,
  'change-password': msg`Passwort muss geändert werden`,
  incomplete: msg`Unvollständig`,
  processing: msg`In Prüfung`,
  active: msg`Aktiv`,
  inactive: msg`Inaktiv`,
};
