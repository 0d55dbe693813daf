import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import MailIcon from '@mui/icons-material/Mail';
import { Link } from 'react-router-dom';
import { useUserMenu } from 'react-admin';
import { GMAIL } from '../messages';
import { GMAIL_PATH } from '../paths';

/** User-menu 'Gmail': the signed-in user's own Gmail connection (every role). */
export const GmailMenuItem = () => {
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={GMAIL_PATH} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <MailIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{GMAIL.menuItem}</ListItemText>
    </MenuItem>
  );
};
