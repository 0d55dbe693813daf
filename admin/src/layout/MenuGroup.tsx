import type { ComponentType, ReactNode } from 'react';
import { Collapse, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useSidebarState, useStore } from 'react-admin';

export interface MenuGroupProps {
  id: string;
  label: string;
  icon: ComponentType;
  children: ReactNode;
}

/** A collapsible sidebar group; its open state is remembered in react-admin's store. */
export const MenuGroup = ({ id, label, icon: Icon, children }: MenuGroupProps) => {
  const [isOpen, setIsOpen] = useStore(`menu.groups.${id}.open`, true);
  const [isSidebarOpen] = useSidebarState();
  const contentId = `menu-group-${id}`;

  const header = (
    <ListItemButton dense onClick={() => setIsOpen(!isOpen)} aria-expanded={isOpen} aria-controls={contentId} sx={{ color: 'text.secondary' }}>
      <ListItemIcon sx={{ minWidth: 40 }}>{isSidebarOpen ? <Icon /> : isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}</ListItemIcon>
      <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', noWrap: true, sx: { fontWeight: 600 } } }} />
      {isSidebarOpen && (isOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
    </ListItemButton>
  );

  return (
    <>
      {isSidebarOpen ? (
        header
      ) : (
        <Tooltip title={label} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={isOpen} timeout="auto" unmountOnExit>
        <div id={contentId} role="group" aria-label={label}>
          {children}
        </div>
      </Collapse>
    </>
  );
};
