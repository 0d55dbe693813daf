import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

/** A search box named by its label. */
export const SearchField = ({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) => (
  <TextField
    size="small"
    type="search"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={{ flex: '2 1 240px', minWidth: 0 }}
    slotProps={{
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        ),
      },
    }}
  />
);
