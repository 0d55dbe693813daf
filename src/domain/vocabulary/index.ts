/**
 * Shared vocabularies (CONVENTIONS): pure TypeScript, no framework imports, imported by the
 * server, the wizard (`@vocabulary`) and the back-office (`@vocabulary`), like the pricing module.
 */
export * from './sectors';
export * from './terminal-types';
export * from './catalogue-options';
export * from './wizard-steps';
