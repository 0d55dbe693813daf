import { Avatar, Box } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';

export interface ImageThumbProps {
  url: string | null;
  /** The image's text alternative (e.g. 'Dojo logo'). */
  alt: string;
  /** Shown when there is no image, read by screen readers. */
  missingText: string;
  width: number;
  height: number;
}

/** An uploaded logo or terminal image, scaled into its box; a placeholder icon when there is none. */
export const ImageThumb = ({ url, alt, missingText, width, height }: ImageThumbProps) =>
  url ? (
    <Box component="img" src={url} alt={alt} sx={{ width, height, objectFit: 'contain', display: 'block', bgcolor: 'grey.50', borderRadius: 1 }} />
  ) : (
    <Avatar variant="rounded" role="img" aria-label={missingText} sx={{ width, height, bgcolor: 'grey.200', color: 'grey.700' }}>
      <ImageIcon aria-hidden />
    </Avatar>
  );
