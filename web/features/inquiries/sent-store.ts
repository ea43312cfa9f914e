import { createStore, useStore } from '@/lib/store';

/** Whether the public form was just sent: the page then shows its confirmation, and the intro above it steps aside. */
const sentStore = createStore<{ sent: boolean }>({ sent: false });

export const setInquirySent = (sent: boolean): void => sentStore.set({ sent });
export const useInquirySent = (): boolean => useStore(sentStore, (state) => state.sent);
