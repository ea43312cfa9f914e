import { api } from '@/lib/api';
import type { ListEntry, ListEntryInput, ListKind } from '@/lib/contract';
import { listKey } from './lists';

/** POST /api/master-data/lists/{kind}: a new entry at the end of the list. */
export const createListEntryRequest = (kind: ListKind, body: ListEntryInput) => api.post<ListEntry>(listKey(kind), body);

/** PUT /api/master-data/lists/{kind}/{id}: names, code and active flag (also used to deactivate). */
export const updateListEntryRequest = (kind: ListKind, id: number, body: ListEntryInput) =>
  api.put<ListEntry>(`${listKey(kind)}/${id}`, body);

/** DELETE /api/master-data/lists/{kind}/{id}: 409 `in_use` while anything refers to the entry. */
export const deleteListEntryRequest = (kind: ListKind, id: number) => api.delete<void>(`${listKey(kind)}/${id}`);

/** POST /api/master-data/lists/{kind}/{id}/move: one place up or down; answers the whole list. */
export const moveListEntryRequest = (kind: ListKind, id: number, direction: 'up' | 'down') =>
  api.post<ListEntry[]>(`${listKey(kind)}/${id}/move`, { direction });
