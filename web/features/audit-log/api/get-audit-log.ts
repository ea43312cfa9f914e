import useSWR from 'swr';
import { api } from '@/lib/api';
import type { AuditLogPage, AuditLogQuery } from '@/lib/contract';
import { apiListPath } from '@/lib/url-query';

const auditLogKey = (query: AuditLogQuery) => apiListPath('audit-log', query);

/** GET /api/audit-log: a page of audit entries, newest first (keyset: `before`). */
export const useAuditLog = (query: AuditLogQuery) =>
  useSWR(auditLogKey(query), () => api.get<AuditLogPage>(auditLogKey(query)), { keepPreviousData: true });
