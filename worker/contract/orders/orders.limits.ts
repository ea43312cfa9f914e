/** Limits of a material order, shared with the SPA (plain constants, no zod). */
export const MAX_ORDER_QUANTITY = 999;
export const MAX_ORDER_ITEMS = 30;
