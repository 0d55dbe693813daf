/**
 * Shared vocabularies (CONVENTIONS): pure TypeScript, no framework imports, imported by the
 * server (relative imports), the wizard and the back-office (`@domain/vocabulary`), like the pricing module.
 */
export * from './sectors';
export * from './terminal-types';
export * from './catalogue-options';
export * from './wizard-steps';
export * from './lead-statuses';
export * from './tasks';
export * from './date-presets';
export * from './customer-sources';
