import type { InquiryListQuery } from '@/lib/contract';

/** The filters of the staff list besides state, sort and page: "reset filters" clears these. */
export const inquiryFilterKeys = ['date_from', 'date_to', 'workshop', 'grade', 'associate', 'q'] as const;

export const hasInquiryFilters = (query: InquiryListQuery) => inquiryFilterKeys.some((key) => query[key] !== undefined);

export const clearedInquiryFilters = (): Partial<InquiryListQuery> =>
  Object.fromEntries(inquiryFilterKeys.map((key) => [key, undefined])) as Partial<InquiryListQuery>;

let listSearch = '';
/** The list remembers its query string, so "back to the list" from a detail keeps the filters. */
export const rememberInquiryListSearch = (search: string) => {
  listSearch = search;
};
export const lastInquiryListSearch = () => listSearch;
