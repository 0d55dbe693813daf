import { canAccess } from '../canAccess';
import type { Role } from '../roles';

export interface MenuItemRule {
  /** Resource or page key checked with canAccess(role, resource, 'list'). */
  resource: string;
  group?: string;
}

export interface VisibleMenu<Group, Entry> {
  /** Entries outside any group (the dashboard), first. */
  topLevel: Entry[];
  /** The groups with at least one entry the role may open, in their order. */
  groups: { group: Group; entries: Entry[] }[];
}

/**
 * The sidebar a role sees: the entries canAccess lets it list, in their
 * groups; a group with no such entry is left out. Pure, so the rule is tested without the icons.
 */
export const menuFor = <Group extends { key: string }, Entry extends MenuItemRule>(
  role: Role | undefined,
  groups: readonly Group[],
  entries: readonly Entry[],
): VisibleMenu<Group, Entry> => {
  const visible = entries.filter((entry) => canAccess(role, entry.resource, 'list'));
  return {
    topLevel: visible.filter((entry) => !entry.group),
    groups: groups
      .map((group) => ({ group, entries: visible.filter((entry) => entry.group === group.key) }))
      .filter(({ entries: inGroup }) => inGroup.length > 0),
  };
};
