import { Edit, SimpleForm, useGetIdentity, useRedirect } from 'react-admin';
import { forgetCurrentUser } from '../../authProvider';
import { InvalidFormNotifier } from '../../components/InvalidFormNotifier';
import { userFacingMessage } from '../../httpClient';
import { USERS } from '../../messages';
import { isSameId } from '../../useCurrentUser';
import { useToast } from '../../useToast';
import type { UserRecord } from './types';
import { UserFormToolbar } from './UserFormToolbar';
import { UserInputs } from './UserInputs';
import { isMissingRequired, toUserPayload } from './userForm';

const isEditMissingRequired = (values: Record<string, unknown>) => isMissingRequired(values, 'edit');

export const UserEdit = () => {
  const toast = useToast();
  const redirect = useRedirect();
  const { identity, refetch: refetchIdentity } = useGetIdentity();

  return (
    <Edit<UserRecord>
      title={USERS.editTitle}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => toUserPayload(data, 'edit')}
      mutationOptions={{
        onSuccess: (saved: UserRecord) => {
          toast(USERS.updated);
          // Editing one's own account may change the name or role shown in the sidebar.
          if (isSameId(saved?.id, identity?.id)) {
            forgetCurrentUser();
            void refetchIdentity();
          }
          redirect('list', 'users');
        },
        onError: (error: unknown) => toast(USERS.updateFailed(userFacingMessage(error)), 'error'),
      }}
    >
      <SimpleForm toolbar={<UserFormToolbar mode="edit" />} noValidate disableInvalidFormNotification>
        <UserInputs mode="edit" />
        <InvalidFormNotifier isMissingRequired={isEditMissingRequired} />
      </SimpleForm>
    </Edit>
  );
};
