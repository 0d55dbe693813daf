import { config as loadDotenv } from 'dotenv';
import { ConfigError, loadConfig, type AppConfig } from './env';

/**
 * The configuration of a command started from the shell (the server, `npm run migrate`): an
 * optional .env file fills in the variables the environment does not set; a configuration the app
 * refuses ends the process with code 1 and the reason, never a stack trace.
 */
export function loadProcessConfig(): AppConfig {
  loadDotenv({ quiet: true });
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
