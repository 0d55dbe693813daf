import { useState } from 'react';
import { Box, Button, Link, List, ListItem, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { LeadStatusField } from '../actions/StatusSelect';
import { EditLeadContactDialog } from '../corrections/EditLeadContactDialog';
import type { LeadRow } from '../customerDetailView';
import { FactList, type Fact } from '../FactList';
import { LeadStatusChip } from '../header/LeadStatusChip';
import { LeadDeliveries } from './LeadDeliveries';

const contactFacts = (lead: LeadRow): Fact[] => {
  const facts: Fact[] = [
    { label: 'Monthly cost', value: lead.monthlyCost ?? 'No quote shown' },
    { label: 'Contact', value: lead.contactName },
    { label: 'Email', value: <Link href={`mailto:${lead.contact.email}`}>{lead.contact.email}</Link> },
    { label: 'Phone', value: <Link href={`tel:${lead.contact.phone.replace(/\s+/g, '')}`}>{lead.contact.phone}</Link> },
  ];
  if (lead.contact.companyName) facts.push({ label: 'Company name', value: lead.contact.companyName });
  facts.push({ label: 'Applied', value: lead.date });
  return facts;
};

/** One application: provider and reference, its own status control, quote, contact, and its Edit button. */
const LeadItem = ({ lead }: { lead: LeadRow }) => {
  const [isEditing, setIsEditing] = useState(false);
  const headingId = `lead-${lead.id}-heading`;
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1.5 }} data-lead-id={lead.id} aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
        {lead.providerName} · {lead.applicationReference}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, my: 1 }}>
        {lead.status === null ? (
          <LeadStatusChip status={null} />
        ) : (
          <LeadStatusField
            leadId={lead.id}
            status={lead.status}
            label={`Status of ${lead.applicationReference}`}
            helperText="The change is written to the activity."
          />
        )}
        <Box>
          <Button
            variant="outlined"
            startIcon={<EditIcon />}
            onClick={() => setIsEditing(true)}
            aria-label={`Edit contact details of ${lead.applicationReference}`}
          >
            Edit contact
          </Button>
        </Box>
      </Stack>
      <FactList facts={contactFacts(lead)} />
      <LeadDeliveries leadId={lead.id} />
      <EditLeadContactDialog lead={lead} isOpen={isEditing} onClose={() => setIsEditing(false)} />
    </ListItem>
  );
};

/** Every application of the customer, newest first (a partner: its own provider's only). */
export const LeadList = ({ leads }: { leads: LeadRow[] }) => (
  <List disablePadding aria-labelledby="overview-leads">
    {leads.map((lead) => (
      <LeadItem key={lead.id} lead={lead} />
    ))}
  </List>
);
