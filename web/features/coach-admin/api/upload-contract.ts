import { api } from '@/lib/api';
import type { ProfileFile } from '@/lib/contract';

/**
 * POST /api/profiles/{id}/files/contract (finance/admin) as multipart with the field `file`: a PDF of at most 10 MB
 * (413 `file_too_large`, 415 `file_type_not_allowed`). Replaces an earlier contract.
 */
export function uploadContractRequest(id: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.upload<ProfileFile>(`profiles/${id}/files/contract`, form);
}
