import { ResourceContextProvider } from 'react-admin';
import { UserList } from '../../resources/users/UserList';

/**
 * User management inside a tabbed screen: the users screen's own list ('CRM Users', Add User,
 * edit and delete with their dialogs and toasts), its paging kept out of the screen's address.
 */
export const ConsoleUsers = () => (
  <ResourceContextProvider value="users">
    <UserList embedded />
  </ResourceContextProvider>
);
