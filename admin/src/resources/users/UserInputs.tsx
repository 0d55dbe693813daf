import { useWatch } from 'react-hook-form';
import { BooleanInput, PasswordInput, ReferenceInput, SelectInput, TextInput, email, required, useRecordContext } from 'react-admin';
import { USERS } from '../../messages';
import { DEFAULT_ROLE, ROLE_CHOICES } from '../../roles';
import { isSameId, useCurrentUser } from '../../useCurrentUser';
import type { UserFormMode, UserRecord } from './types';
import { currentPasswordRequiredForNewPassword, providerRequiredForPartner } from './userForm';

const requiredField = required();
const emailField = [required(), email()];

/** The fields of the user dialog of the admin console. */
export const UserInputs = ({ mode }: { mode: UserFormMode }) => {
  const role = useWatch({ name: 'role' });
  const record = useRecordContext<UserRecord>();
  const { user } = useCurrentUser();
  const isSelf = mode === 'edit' && !!record && isSameId(record.id, user?.id);

  return (
    <>
      <TextInput source="name" label="Full Name" autoComplete="off" validate={requiredField} />
      <TextInput source="email" label="Email Address" type="email" autoComplete="off" validate={emailField} />
      <SelectInput source="role" label="Role" choices={ROLE_CHOICES} defaultValue={DEFAULT_ROLE} validate={requiredField} />
      {role === 'partner' && (
        <ReferenceInput source="providerId" reference="providers" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
          <SelectInput label="Provider" optionText="name" validate={providerRequiredForPartner} isRequired />
        </ReferenceInput>
      )}
      {mode === 'edit' && <BooleanInput source="isActive" label="Active" disabled={isSelf} helperText={isSelf ? USERS.selfDeactivateHint : false} />}
      <PasswordInput source="password" label={mode === 'create' ? USERS.passwordOnCreate : USERS.passwordOnEdit} autoComplete="new-password" />
      {isSelf && (
        <PasswordInput
          source="currentPassword"
          label={USERS.currentPassword}
          autoComplete="current-password"
          helperText={USERS.currentPasswordHint}
          validate={currentPasswordRequiredForNewPassword}
        />
      )}
    </>
  );
};
