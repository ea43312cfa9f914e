import useSWR from 'swr';
import { api } from '@/lib/api';
import type { ListEntry, ListKind } from '@/lib/contract';

export const listKey = (kind: ListKind) => `master-data/lists/${kind}`;

/** GET /api/master-data/lists/{kind}: every entry, inactive ones included, with translations and usage. */
export const getList = (kind: ListKind) => api.get<ListEntry[]>(listKey(kind));

export const useMasterDataList = (kind: ListKind) => useSWR(listKey(kind), () => getList(kind));
