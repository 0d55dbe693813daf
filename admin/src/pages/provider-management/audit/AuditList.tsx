import { Stack } from '@mui/material';
import type { AuditEntry } from '../../../api/catalogueTypes';
import { AuditEntryItem } from './AuditEntryItem';

/** Audit entries, newest first (as the server answers them). */
export const AuditList = ({ entries, label, showRecord }: { entries: readonly AuditEntry[]; label: string; showRecord: boolean }) => (
  <Stack component="ol" aria-label={label} spacing={1} sx={{ p: 0, m: 0 }}>
    {entries.map((entry) => (
      <AuditEntryItem key={entry.id} entry={entry} showRecord={showRecord} />
    ))}
  </Stack>
);
