import { Create, SimpleForm, useRedirect } from 'react-admin';
import { InvalidFormNotifier } from '../../components/InvalidFormNotifier';
import { userFacingMessage } from '../../httpClient';
import { USERS } from '../../messages';
import { DEFAULT_ROLE } from '../../roles';
import { useToast } from '../../useToast';
import { useReturnTo } from './returnTo';
import { UserFormToolbar } from './UserFormToolbar';
import { UserInputs } from './UserInputs';
import { isMissingRequired, toUserPayload } from './userForm';

const isCreateMissingRequired = (values: Record<string, unknown>) => isMissingRequired(values, 'create');

export const UserCreate = () => {
  const toast = useToast();
  const redirect = useRedirect();
  const returnTo = useReturnTo();

  return (
    <Create
      title={USERS.createTitle}
      transform={(data: Record<string, unknown>) => toUserPayload(data, 'create')}
      mutationOptions={{
        onSuccess: () => {
          toast(USERS.created);
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
        <InvalidFormNotifier isMissingRequired={isCreateMissingRequired} />
      </SimpleForm>
    </Create>
  );
};
