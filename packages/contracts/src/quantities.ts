/*
 * The limits of an order line's quantity, without zod: the browser's quantity fields read them, and a
 * constant kept beside the schemas brought every schema and zod itself to the stock check's and the
 * order form's first paint.
 */

/** ordering.md §5: above 0, two decimals; 99 999 metres is beyond any real order line. */
export const ORDER_QUANTITY_MAX = 99_999;
/** Above this the item modal asks "Is this number correct?" (ordering.md §9). */
export const ORDER_QUANTITY_WARNING = 100;
