import { useEffect, useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { GalleryImage } from '../../../api/catalogueTypes';
import { formatDate } from '../../../format';
import { CatalogueDialog } from '../components/CatalogueDialog';
import { ListStates } from '../components/ListStates';
import { NativeSelect } from '../components/NativeSelect';
import { useSaveCall } from '../edit/useSaveCall';
import { IMAGES, PROVIDERS } from '../providerTexts';
import { isSignedOut, useCatalogueCalls, useGallery } from '../useCatalogue';
import { useToast } from '../../../useToast';
import { formatBytes } from './imageChoice';

const TYPE_OPTIONS = Object.entries(IMAGES.typeLabels).map(([value, label]) => ({ value, label }));

const typeLabel = (type: string) => (IMAGES.typeLabels as Record<string, string>)[type] ?? type;

const GalleryItem = ({ image, onDelete, isDeleting }: { image: GalleryImage; onDelete: () => void; isDeleting: boolean }) => (
  <Card component="li" variant="outlined" aria-label={image.filename} sx={{ listStyle: 'none', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
    <Box
      component="img"
      src={image.url}
      alt={`${typeLabel(image.type)} ${image.filename}`}
      sx={{ width: '100%', height: 100, objectFit: 'contain', bgcolor: 'grey.100' }}
    />
    <CardContent sx={{ flex: 1, p: 1.5 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {image.filename}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {typeLabel(image.type)} · {formatBytes(image.size)} · {formatDate(image.lastModified)}
      </Typography>
      <Typography variant="body2">{image.inUse ? IMAGES.inUseBy(image.usedBy.map((use) => use.name).join(', ')) : IMAGES.unused}</Typography>
    </CardContent>
    <CardActions>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete} disabled={isDeleting} aria-label={IMAGES.deleteImage(image.filename)}>
        {PROVIDERS.delete}
      </Button>
    </CardActions>
  </Card>
);

/**
 * The image gallery (the real files of GET /api/uploads, never samples): every
 * stored logo and terminal image with its size, date and the records that show it, newest first.
 * Delete asks the server, which refuses an image in use (409); its reason is shown (in the 'Failed to
 * delete image' toast).
 */
export const GalleryDialog = ({ onClose }: { onClose: () => void }) => {
  const toast = useToast();
  const [type, setType] = useState('');
  const { data, isPending, error, refetch } = useGallery();
  const catalogue = useCatalogueCalls();
  const remove = useSaveCall({
    call: (image: GalleryImage) => catalogue.deleteImage(image),
    success: () => IMAGES.deleted,
    failure: IMAGES.deleteFailed,
    onDone: () => undefined,
  });
  useEffect(() => {
    if (error && !isSignedOut(error)) toast(IMAGES.galleryFailed, 'error');
  }, [error, toast]);
  const images = (data?.data ?? []).filter((image) => !type || image.type === type);
  return (
    <CatalogueDialog title={IMAGES.galleryTitle} onClose={onClose} maxWidth="lg">
      <Stack spacing={2}>
        <NativeSelect label={PROVIDERS.typeFilter} value={type} options={TYPE_OPTIONS} emptyLabel={PROVIDERS.all} onChange={setType} sx={{ maxWidth: 240 }} />
        <ListStates
          isPending={isPending}
          error={error}
          isEmpty={images.length === 0}
          loadingLabel={IMAGES.galleryTitle}
          emptyText={IMAGES.galleryEmpty}
          onRetry={() => void refetch()}
        >
          <Box
            component="ul"
            aria-label={IMAGES.galleryTitle}
            sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
          >
            {images.map((image) => (
              <GalleryItem key={image.id} image={image} isDeleting={remove.isPending} onDelete={() => remove.mutate(image)} />
            ))}
          </Box>
        </ListStates>
      </Stack>
    </CatalogueDialog>
  );
};
