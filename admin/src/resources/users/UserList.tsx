import type { MouseEvent } from 'react';
import { Button, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import type { Identifier } from 'react-admin';
import { CreateButton, DataTable, EditButton, LinkBase, List, SimpleList, TopToolbar, useRecordContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { formatDate } from '../../format';
import { USERS } from '../../messages';
import { InvitationBadge, RoleBadge, UserStatusBadges } from './UserBadges';
import { DeleteUserButton } from './DeleteUserButton';
import { ResendInvitationButton } from './ResendInvitationButton';
import { withReturnTo } from './returnTo';
import type { UserRecord } from './types';

/**
 * returnTo: the embedding screen's address (its users tab), which the user screens opened from
 * here go back to; none on the users screen itself.
 */
interface ReturnProps {
  returnTo?: string;
}

const editPath = (id: Identifier, returnTo: string | undefined) => withReturnTo(`/users/${encodeURIComponent(String(id))}`, returnTo);

const UserListActions = ({ returnTo }: ReturnProps) => (
  <TopToolbar>
    {returnTo ? (
      <Button component={LinkBase} to={withReturnTo('/users/create', returnTo)} size="small" startIcon={<AddIcon />}>
        {USERS.addUser}
      </Button>
    ) : (
      <CreateButton label={USERS.addUser} />
    )}
  </TopToolbar>
);

/** Edit, from an embedding screen: back there after saving. */
const EditLink = ({ returnTo }: { returnTo: string }) => {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  return (
    <Button
      component={LinkBase}
      to={editPath(record.id, returnTo)}
      size="small"
      startIcon={<EditIcon />}
      aria-label={`Edit ${record.name}`}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      Edit
    </Button>
  );
};

/** On a phone: one line per user (name, email, role, a pending invitation); a row opens the user, whose page can delete it or resend the invitation. */
const UserSimpleList = ({ returnTo }: ReturnProps) => (
  <SimpleList<UserRecord>
    primaryText={(record) => record.name}
    secondaryText={(record) => record.email}
    tertiaryText={(record) => (
      <>
        <RoleBadge role={record.role} /> <InvitationBadge record={record} />
      </>
    )}
    rowClick={returnTo ? (id) => editPath(id, returnTo) : 'edit'}
  />
);

const UserTable = ({ returnTo }: ReturnProps) => (
  <DataTable<UserRecord> bulkActionButtons={false} rowClick={returnTo ? (id) => editPath(id, returnTo) : 'edit'}>
    <DataTable.Col source="name" label="Name" />
    <DataTable.Col source="email" label="Email" />
    <DataTable.Col source="role" label="Role" render={(record: UserRecord) => <RoleBadge role={record.role} />} />
    <DataTable.Col label="Status" disableSort render={(record: UserRecord) => <UserStatusBadges record={record} />} />
    <DataTable.Col source="lastLogin" label="Last login" render={(record: UserRecord) => formatDate(record.lastLogin) || 'Never'} />
    <DataTable.Col label="Actions" disableSort sx={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
      <ResendInvitationButton />
      {returnTo ? <EditLink returnTo={returnTo} /> : <EditButton />}
      <DeleteUserButton />
    </DataTable.Col>
  </DataTable>
);

/**
 * 'CRM Users' (the admin console's User Management). The table is wider than a phone: a list there.
 * embedded: shown inside another screen (the admin console's tab), which keeps its own title and
 * address, so the list names itself with a heading and keeps its paging out of the address.
 */
export const UserList = ({ embedded = false }: { embedded?: boolean }) => {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const location = useLocation();
  const returnTo = embedded ? `${location.pathname}${location.search}` : undefined;
  return (
    <>
      {embedded && (
        <Typography variant="h6" component="h2">
          {USERS.listTitle}
        </Typography>
      )}
      <List
        title={embedded ? false : USERS.listTitle}
        disableSyncWithLocation={embedded}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        actions={<UserListActions returnTo={returnTo} />}
        exporter={false}
      >
        {isSmall ? <UserSimpleList returnTo={returnTo} /> : <UserTable returnTo={returnTo} />}
      </List>
    </>
  );
};
