import { CreateButton, DataTable, EditButton, List, TopToolbar } from 'react-admin';
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

/** 'CRM Users' (spec §2 admin console, User Management). */
export const UserList = () => (
  <List
    title={USERS.listTitle}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    actions={<UserListActions />}
    exporter={false}
  >
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
  </List>
);
