import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { ProfileSessionSecret1764000000000 } from './1764000000000-profile-session-secret';

/** Every migration, oldest first. */
export const MIGRATIONS = [InitialSchema1763800000000, ProfileSessionSecret1764000000000];
