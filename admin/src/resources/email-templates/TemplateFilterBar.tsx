import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import { EMAIL_TEMPLATES } from '../../messages';
import { isTemplateCategory, TEMPLATE_CATEGORIES } from '@domain/email/template-categories';
import { categoryLabel, hasActiveFilter, type TemplateFilter } from './templateView';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 400;

/** The search box: what is typed is sent once typing pauses. */
const SearchField = ({ onSearch }: { onSearch: (q: string) => void }) => {
  const [text, setText] = useState('');
  const lastSent = useRef('');
  useEffect(() => {
    if (text.trim() === lastSent.current) return undefined;
    const timer = setTimeout(() => {
      lastSent.current = text.trim();
      onSearch(text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <TextField
      type="search"
      size="small"
      label={EMAIL_TEMPLATES.search}
      placeholder={EMAIL_TEMPLATES.searchPlaceholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon color="disabled" />
            </InputAdornment>
          ),
        },
        inputLabel: { shrink: true },
      }}
      sx={{ flex: '2 1 260px', minWidth: 0 }}
    />
  );
};

/**
 * Search (name, subject or content, case-insensitive, on the server), the category dropdown
 * ('All Categories' plus each category, capitalised with underscores as spaces) and Clear Filters.
 * The dropdown lists every category the API knows: the server has no call naming the
 * categories in use, and fetching every template to find them would not stay bounded.
 */
export const TemplateFilterBar = ({ filter, setFilter }: { filter: TemplateFilter; setFilter: Dispatch<SetStateAction<TemplateFilter>> }) => {
  // Clear Filters also forgets a search still being typed: the search box starts again.
  const [searchKey, setSearchKey] = useState(0);
  // Builds on the latest filter, so a category chosen while typing is kept.
  const onSearch = useCallback((q: string) => setFilter((current) => ({ ...current, q: q || undefined })), [setFilter]);

  return (
    <Box role="search" aria-label={EMAIL_TEMPLATES.filtersLabel} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', py: 2 }}>
      <SearchField key={searchKey} onSearch={onSearch} />
      <TextField
        select
        size="small"
        label={EMAIL_TEMPLATES.category}
        value={filter.category ?? ''}
        onChange={(event) => {
          const { value } = event.target;
          setFilter((current) => ({ ...current, category: isTemplateCategory(value) ? value : undefined }));
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 180px', minWidth: 0 }}
      >
        <option value="">{EMAIL_TEMPLATES.allCategories}</option>
        {TEMPLATE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {categoryLabel(category)}
          </option>
        ))}
      </TextField>
      <Button
        startIcon={<FilterAltOffIcon />}
        disabled={!hasActiveFilter(filter)}
        onClick={() => {
          setFilter({});
          setSearchKey((key) => key + 1);
        }}
        sx={{ flex: '0 0 auto' }}
      >
        {EMAIL_TEMPLATES.clearFilters}
      </Button>
    </Box>
  );
};
