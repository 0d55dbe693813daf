import { Chip, Stack } from '@mui/material';
import MailIcon from '@mui/icons-material/Mail';
import { USERS } from '../../messages';
import { roleLabel, type Role } from '../../roles';
import type { UserRecord } from './types';

const ROLE_COLOURS: Record<Role, 'error' | 'primary' | 'secondary'> = {
  admin: 'error',
  staff: 'primary',
  partner: 'secondary',
};

export const RoleBadge = ({ role }: { role: Role }) => <Chip size="small" color={ROLE_COLOURS[role]} label={roleLabel(role)} />;

/** 'Invitation pending' while an invited user has not set a password yet. */
export const InvitationBadge = ({ record }: { record: UserRecord }) =>
  record.invitationPending ? <Chip size="small" variant="outlined" label={USERS.invitationPending} /> : null;

/** Active/Inactive, 'Invitation pending' for an invited user, and 'Gmail Integrated' when the user has a Google integration. */
export const UserStatusBadges = ({ record }: { record: UserRecord }) => (
  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
    {record.isActive ? <Chip size="small" color="success" label="Active" /> : <Chip size="small" variant="outlined" label="Inactive" />}
    <InvitationBadge record={record} />
    {record.hasGoogleIntegration && <Chip size="small" variant="outlined" color="info" icon={<MailIcon />} label="Gmail Integrated" />}
  </Stack>
);
