/**
 * The catalogue's rules as the back-office imports them (`@domain/catalogue-rules`, like the wizard's
 * `@domain/pricing`): the data-quality score and its required fields (quality.ts), the status rule
 * (live only at 100, status.ts), the bounds of fees, rentals and ratings (bounds.ts), the image limits and texts (image-rules.ts) and
 * the industry defaults' bounds. Every module re-exported here is pure (no framework or Node
 * imports), so the browser runs the very rule the server stores; nothing is re-implemented there.
 */
export * from './quality';
export * from './status';
export * from './bounds';
export * from './image-rules';
export { AVERAGE_TRANSACTION, MONTHLY_TURNOVER, SPLIT_PERCENT } from './industry-default-bounds';
