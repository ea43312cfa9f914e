import { api } from '@/lib/api';
import type { FileLink, OfferedWorkshopFile, WorkshopLanguage } from '@/lib/contract';

const filesPath = (offerId: number) => `master-data/workshops/${offerId}/files`;

/**
 * POST /api/master-data/workshops/{id}/files as multipart (`file`, optional `language`): PDF, JPEG or PNG of at most
 * 10 MB (413 `file_too_large`, 415 `file_type_not_allowed`).
 */
export function uploadOfferedWorkshopFileRequest(offerId: number, file: File, language: WorkshopLanguage | '') {
  const form = new FormData();
  form.append('file', file);
  form.append('language', language);
  return api.upload<OfferedWorkshopFile>(filesPath(offerId), form);
}

/** DELETE /api/master-data/workshops/{id}/files?file_id= */
export const deleteOfferedWorkshopFileRequest = (offerId: number, fileId: number) =>
  api.delete<void>(`${filesPath(offerId)}?file_id=${fileId}`);

/** Opens the file through a signed link valid 5 minutes. */
export async function downloadOfferedWorkshopFile(offerId: number, fileId: number) {
  const { url } = await api.get<FileLink>(`${filesPath(offerId)}/link?file_id=${fileId}`);
  window.location.assign(url);
}
