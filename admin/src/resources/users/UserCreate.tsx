import { Create, SimpleForm, useRedirect } from 'react-admin';
import { InvalidFormNotifier } from '../../components/InvalidFormNotifier';
import { userFacingMessage } from '../../httpClient';
import { USERS } from '../../messages';
import { DEFAULT_ROLE } from '../../roles';
import { useToast } from '../../useToast';
import { useReturnTo } from './returnTo';
import type { UserRecord } from './types';
import { UserFormToolbar } from './UserFormToolbar';
import { UserInputs } from './UserInputs';
import { isMissingRequired, toUserPayload } from './userForm';

const isCreateMissingRequired = (values: Record<string, unknown>) => isMissingRequired(values, 'create');

/** Created without a password, the user was emailed an invitation: the toast says where. */
const createdText = (user: UserRecord | undefined) => (user?.invitationPending ? USERS.createdInvited(user.email) : USERS.created);

export const UserCreate = () => {
  const toast = useToast();
  const redirect = useRedirect();
  const returnTo = useReturnTo();

  return (
    <Create
      title={USERS.createTitle}
      transform={(data: Record<string, unknown>) => toUserPayload(data, 'create')}
      mutationOptions={{
        onSuccess: (user: UserRecord) => {
          toast(createdText(user));
          redirect(returnTo);
        },
        onError: (error: unknown) => toast(USERS.createFailed(userFacingMessage(error)), 'error'),
      }}
    >
      <SimpleForm
        defaultValues={{ role: DEFAULT_ROLE }}
        toolbar={<UserFormToolbar mode="create" returnTo={returnTo} />}
        noValidate
        disableInvalidFormNotification
      >
        <UserInputs mode="create" />
        <InvalidFormNotifier isMissingRequired={isCreateMissingRequired} missing={USERS.missingInformation} />
      </SimpleForm>
    </Create>
  );
};
