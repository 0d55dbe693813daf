import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, SimpleList, TopToolbar } from 'react-admin';
import { formatDate } from '../../format';
import { USERS } from '../../messages';
import { RoleBadge, UserStatusBadges } from './UserBadges';
import { DeleteUserButton } from './DeleteUserButton';
import type { UserRecord } from './types';

const UserListActions = () => (
  <TopToolbar>
    <CreateButton label={USERS.addUser} />
  </TopToolbar>
);

/** On a phone: one line per user (name, email, role); a row opens the user, whose page can delete it. */
const UserSimpleList = () => (
  <SimpleList<UserRecord>
    primaryText={(record) => record.name}
    secondaryText={(record) => record.email}
    tertiaryText={(record) => <RoleBadge role={record.role} />}
    rowClick="edit"
  />
);

const UserTable = () => (
  <DataTable<UserRecord> bulkActionButtons={false} rowClick="edit">
    <DataTable.Col source="name" label="Name" />
    <DataTable.Col source="email" label="Email" />
    <DataTable.Col source="role" label="Role" render={(record: UserRecord) => <RoleBadge role={record.role} />} />
    <DataTable.Col label="Status" disableSort render={(record: UserRecord) => <UserStatusBadges record={record} />} />
    <DataTable.Col
      source="lastLogin"
      label="Last login"
      render={(record: UserRecord) => formatDate(record.lastLogin) || 'Never'}
    />
    <DataTable.Col label="Actions" disableSort sx={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
      <EditButton />
      <DeleteUserButton />
    </DataTable.Col>
  </DataTable>
);

/**
 * 'CRM Users' (spec §2 admin console, User Management). The table is wider than a phone: a list there.
 * embedded: shown inside another screen (the admin console's tab), which keeps its own title and
 * address, so the list names itself with a heading and keeps its paging out of the address.
 */
export const UserList = ({ embedded = false }: { embedded?: boolean }) => {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
        actions={<UserListActions />}
        exporter={false}
      >
        {isSmall ? <UserSimpleList /> : <UserTable />}
      </List>
    </>
  );
};
