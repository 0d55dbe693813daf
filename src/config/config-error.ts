/** A bad or missing environment variable: the start stops with its one-line message. */
export class ConfigError extends Error {}
