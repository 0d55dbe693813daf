import { describe, expect, it } from '@jest/globals';
import type { Role } from '../roles';
import { menuFor } from './menuFor';

// The sidebar the product promises (groups, entries and their order), as menuEntries.ts will hold it once every screen exists.
const GROUPS = [
  { key: 'customer-operations', label: 'Customer Operations' },
  { key: 'system-management', label: 'System Management' },
];
const ENTRIES = [
  { label: 'Dashboard', resource: 'dashboard' },
  { label: 'Lead Management', resource: 'customers', group: 'customer-operations' },
  { label: 'Communication Center', resource: 'email-templates', group: 'customer-operations' },
  { label: 'Task Management', resource: 'tasks', group: 'customer-operations' },
  { label: 'Provider & Terminals', resource: 'providers', group: 'system-management' },
  { label: 'Configuration', resource: 'industry-defaults', group: 'system-management' },
  { label: 'Users', resource: 'users', group: 'system-management' },
];

const labels = (role: Role | undefined, entries = ENTRIES) => {
  const { topLevel, groups } = menuFor(role, GROUPS, entries);
  return [
    ...topLevel.map((entry) => entry.label),
    ...groups.map(({ group, entries: inGroup }) => `${group.label}: ${inGroup.map((entry) => entry.label).join(', ')}`),
  ];
};

describe('the sidebar each role sees', () => {
  it('gives the admin every entry, in its group', () => {
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Customer Operations: Lead Management, Communication Center, Task Management',
      'System Management: Provider & Terminals, Configuration, Users',
    ]);
  });

  it('keeps the admin-only Users entry from staff and partners, and the configuration from partners', () => {
    expect(labels('staff')).toEqual([
      'Dashboard',
      'Customer Operations: Lead Management, Communication Center, Task Management',
      'System Management: Provider & Terminals, Configuration',
    ]);
    expect(labels('partner')).toEqual([
      'Dashboard',
      'Customer Operations: Lead Management, Communication Center, Task Management',
      'System Management: Provider & Terminals',
    ]);
  });

  it('hides a group none of whose entries the role may open, and shows nothing to nobody', () => {
    const onlyUsers = ENTRIES.filter((entry) => ['dashboard', 'users'].includes(entry.resource));
    expect(labels('admin', onlyUsers)).toEqual(['Dashboard', 'System Management: Users']);
    expect(labels('staff', onlyUsers)).toEqual(['Dashboard']);
    expect(labels(undefined)).toEqual([]);
  });
});
