/** The react-query key of an order's details (details page, invoice, status dialog): one load, one invalidation. */
export const ORDER_DETAILS_KEY = 'orderDetails';
