import { useId, useState } from 'react';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { LeadStatus } from '../../../api/types';
import { PIPELINE } from '../../../messages';
import { LEAD_STATUSES, leadStatusLabel } from '@domain/vocabulary/lead-statuses';

/** The keyboard- and screen-reader-friendly way to move a card: a menu of the other statuses. */
export const MoveToMenu = ({ name, status, onMove }: { name: string; status: LeadStatus; onMove: (to: LeadStatus) => void }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const label = PIPELINE.moveTo(name);

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          id={buttonId}
          size="small"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {LEAD_STATUSES.filter((other) => other !== status).map((other) => (
          <MenuItem
            key={other}
            onClick={() => {
              setAnchor(null);
              onMove(other);
            }}
          >
            {PIPELINE.moveToStatus(leadStatusLabel(other))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
