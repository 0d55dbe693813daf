import { Box, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AuditEntry } from '../../../api/catalogueTypes';
import { formatDateTime } from '../../../format';
import { auditFieldLabel, formatAuditValue } from '../catalogueView';
import { AUDIT } from '../providerTexts';

const tableLabel = (table: string) => (AUDIT.tables as Record<string, string>)[table] ?? table;
const actionLabel = (action: string) => (AUDIT.actions as Record<string, string>)[action] ?? action;

/** One audit entry: what was done to which record, by whom and when (UK time), why, and each field's old and new value. */
export const AuditEntryItem = ({ entry, showRecord }: { entry: AuditEntry; showRecord: boolean }) => (
  <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {actionLabel(entry.action)}
      </Typography>
      {showRecord && entry.recordId && <Typography component="span">{AUDIT.record(tableLabel(entry.tableName), entry.recordId)}</Typography>}
      <Typography component="span" color="text.secondary">
        {AUDIT.by(entry.user?.name ?? AUDIT.system)}
      </Typography>
      <Typography component="span" color="text.secondary">
        {formatDateTime(entry.createdAt)}
      </Typography>
    </Stack>
    {entry.reason && <Typography variant="body2">{AUDIT.reason(entry.reason)}</Typography>}
    {entry.changedFields.length > 0 && (
      <Box sx={{ overflowX: 'auto', mt: 1 }}>
        <Table size="small" aria-label={`${actionLabel(entry.action)} ${formatDateTime(entry.createdAt)}`}>
          <TableHead>
            <TableRow>
              <TableCell>{AUDIT.field}</TableCell>
              <TableCell>{AUDIT.oldValue}</TableCell>
              <TableCell>{AUDIT.newValue}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entry.changedFields.map((change) => (
              <TableRow key={change.field}>
                <TableCell component="th" scope="row">
                  {auditFieldLabel(entry.tableName, change.field)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{formatAuditValue(change.oldValue, AUDIT.empty_value)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{formatAuditValue(change.newValue, AUDIT.empty_value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    )}
  </Paper>
);
