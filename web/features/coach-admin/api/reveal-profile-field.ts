import { api } from '@/lib/api';
import type { RevealedField, SensitiveProfileField } from '@/lib/contract';

/** POST /api/profiles/{id}/reveal (finance/admin): one masked field in clear text; the server audits each reveal. */
export const revealCoachProfileField = (id: number, field: SensitiveProfileField) =>
  api.post<RevealedField>(`profiles/${id}/reveal`, { field });
