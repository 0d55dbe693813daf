import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { SessionLastSeen1764100000000 } from './1764100000000-session-last-seen';

/** Every migration, oldest first. */
export const MIGRATIONS = [InitialSchema1763800000000, SessionLastSeen1764100000000];
