import { Box, Button } from '@mui/material';
import { LinkBase, SaveButton, Toolbar } from 'react-admin';
import { USERS } from '../../messages';
import { DeleteUserButton } from './DeleteUserButton';
import { ResendInvitationButton } from './ResendInvitationButton';
import type { UserFormMode } from './types';

/** 'Create User' / 'Update User', Cancel back to where the screen was opened from, and on edit Resend invitation (an invited user) and Delete. */
export const UserFormToolbar = ({ mode, returnTo }: { mode: UserFormMode; returnTo: string }) => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton
      label={mode === 'create' ? USERS.createButton : USERS.updateButton}
      // On create the button is always enabled, so an empty form says what is missing.
      alwaysEnable={mode === 'create' ? true : undefined}
    />
    <Button component={LinkBase} to={returnTo}>
      Cancel
    </Button>
    {mode === 'edit' && (
      <>
        <Box sx={{ flex: 1 }} />
        <ResendInvitationButton />
        <DeleteUserButton afterDelete={returnTo} />
      </>
    )}
  </Toolbar>
);
