/**
 * The back-office's paths inside /crm: the screens' routes and links. They are the shared registry
 * of @domain/back-office-paths, which the server's links into the back-office use too; this module
 * is the screens' one place to import them from.
 */
export * from '@domain/back-office-paths';
