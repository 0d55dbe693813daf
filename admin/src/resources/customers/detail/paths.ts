/** The customer detail's paths inside /crm: both show the same screen. */
export const CUSTOMER_DETAIL_PATHS = ['/customers/:id', '/customers/:id/contact'] as const;

/** The Lead Management list, where the back link goes and where a deleted customer's page leads. */
export const CUSTOMERS_LIST_PATH = '/customers';

export const customerDetailPath = (id: string): string => `${CUSTOMERS_LIST_PATH}/${encodeURIComponent(id)}`;
