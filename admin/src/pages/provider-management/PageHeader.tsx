import { useState } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CollectionsIcon from '@mui/icons-material/Collections';
import RefreshIcon from '@mui/icons-material/Refresh';
import { LinkBase } from 'react-admin';
import { useToast } from '../../useToast';
import { PROVIDERS } from './providerTexts';
import { useRefreshCatalogue } from './useCatalogue';

/** Refresh Data only waits 1 second, then fetches providers and terminals again. */
const REFRESH_WAIT_MS = 1000;

export interface PageHeaderProps {
  onAdd?: () => void;
  onGallery?: () => void;
}

/** The back link to /crm, the title, and Refresh Data, Image Gallery and Add Provider (the last two for those who may change the catalogue). */
export const PageHeader = ({ onAdd, onGallery }: PageHeaderProps) => {
  const refresh = useRefreshCatalogue();
  const toast = useToast();
  const [isRefreshing, setRefreshing] = useState(false);
  const refreshData = async () => {
    setRefreshing(true);
    await new Promise((resolve) => window.setTimeout(resolve, REFRESH_WAIT_MS));
    await refresh();
    setRefreshing(false);
    toast(PROVIDERS.refreshed);
  };
  return (
    <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
      <Box>
        <Link component={LinkBase} to="/" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBackIcon fontSize="small" aria-hidden />
          {PROVIDERS.backToCrm}
        </Link>
        <Typography variant="h5" component="h1">
          {PROVIDERS.title}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refreshData()} disabled={isRefreshing}>
          {PROVIDERS.refresh}
        </Button>
        {onGallery && (
          <Button variant="outlined" startIcon={<CollectionsIcon />} onClick={onGallery}>
            {PROVIDERS.gallery}
          </Button>
        )}
        {onAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
            {PROVIDERS.addProvider}
          </Button>
        )}
      </Box>
    </Box>
  );
};
