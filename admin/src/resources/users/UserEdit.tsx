import { useCallback } from 'react';
import { Edit, SimpleForm, useGetIdentity, useRecordContext, useRedirect } from 'react-admin';
import { forgetCurrentUser } from '../../authProvider';
import { InvalidFormNotifier } from '../../components/InvalidFormNotifier';
import { userFacingMessage } from '../../httpClient';
import { USERS } from '../../messages';
import { isSameId, useCurrentUser } from '../../useCurrentUser';
import { useToast } from '../../useToast';
import type { UserRecord } from './types';
import { useReturnTo } from './returnTo';
import { UserFormToolbar } from './UserFormToolbar';
import { UserInputs } from './UserInputs';
import { isMissingRequired, toUserPayload } from './userForm';

/** The form's 'Missing information' check; editing yourself, a new password needs the current one. */
const EditFormNotifier = () => {
  const record = useRecordContext<UserRecord>();
  const { user } = useCurrentUser();
  const isSelf = isSameId(record?.id, user?.id);
  const isEditMissingRequired = useCallback((values: Record<string, unknown>) => isMissingRequired(values, 'edit', isSelf), [isSelf]);
  return <InvalidFormNotifier isMissingRequired={isEditMissingRequired} missing={USERS.missingInformation} />;
};

export const UserEdit = () => {
  const toast = useToast();
  const redirect = useRedirect();
  const returnTo = useReturnTo();
  const { identity, refetch: refetchIdentity } = useGetIdentity();

  return (
    <Edit<UserRecord>
      title={USERS.editTitle}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => toUserPayload(data, 'edit', isSameId(data.id, identity?.id))}
      mutationOptions={{
        onSuccess: (saved: UserRecord) => {
          toast(USERS.updated);
          // Editing one's own account may change the name or role shown in the sidebar.
          if (isSameId(saved?.id, identity?.id)) {
            forgetCurrentUser();
            void refetchIdentity();
          }
          redirect(returnTo);
        },
        onError: (error: unknown) => toast(USERS.updateFailed(userFacingMessage(error)), 'error'),
      }}
    >
      <SimpleForm toolbar={<UserFormToolbar mode="edit" returnTo={returnTo} />} noValidate disableInvalidFormNotification>
        <UserInputs mode="edit" />
        <EditFormNotifier />
      </SimpleForm>
    </Edit>
  );
};
