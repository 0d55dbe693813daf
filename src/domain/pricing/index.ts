/**
 * Shared pricing module: imported by the NestJS server and the browser wizard.
 * Pure TypeScript: no framework imports, no Node built-ins. Rules: README.md in this folder.
 */
export * from './types';
export * from './constants';
export * from './money';
export * from './coerce';
export * from './ordering';
export * from './integration';
export * from './volumes';
export * from './current-cost';
export * from './provider-cost';
export * from './terminals';
export * from './match-score';
export * from './reasoning';
export * from './quote';
export * from './rank';
export * from './effective-rate';
export * from './summary-box';
export * from './summary-box-text';
