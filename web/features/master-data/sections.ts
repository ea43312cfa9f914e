import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The kinds of master data, each a section of `/manager/masterdata/:section`, in menu order. */
export const masterDataSections = [
  { id: 'workshops', label: msg`Workshop-Angebot` },
  { id: 'materials', label: msg`Material` },
  { id: 'associates', label: msg`Team` },
  { id: 'lists', label: msg`Listen` },
  { id: 'terms', label: msg`AGB` },
  { id: 'questionnaires', label: msg`Fragebögen` },
  { id: 'school-holidays', label: msg`Schulferien` },
  { id: 'organisation', label: msg`Organisation` },
] as const satisfies readonly { id: string; label: MessageDescriptor }[];

export type MasterDataSectionId = (typeof masterDataSections)[number]['id'];

export const isMasterDataSection = (value: string | undefined): value is MasterDataSectionId =>
  masterDataSections.some((section) => section.id === value);
