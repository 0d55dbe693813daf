import { useState, type KeyboardEvent } from 'react';
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { Confirm, useLogout, useUserMenu } from 'react-admin';
import { LOGOUT } from '../messages';

/** User-menu 'Logout' that asks 'Are you sure you want to sign out?' first. */
export const LogoutMenuItem = (props: Omit<MenuItemProps, 'onClick'>) => {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const userMenu = useUserMenu();
  const logout = useLogout();

  const close = () => {
    setIsConfirmOpen(false);
    userMenu?.onClose();
  };

  return (
    <>
      <MenuItem {...props} onClick={() => setIsConfirmOpen(true)}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{LOGOUT.item}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={isConfirmOpen}
        title={LOGOUT.title}
        content={LOGOUT.question}
        onConfirm={() => {
          close();
          void logout(null, undefined, false);
        }}
        onClose={close}
        // The dialog sits inside the user menu in React's tree: keep its keys (Tab, arrows)
        // from reaching the menu, which would close it (and this dialog with it).
        onKeyDown={(event: KeyboardEvent) => event.stopPropagation()}
      />
    </>
  );
};
