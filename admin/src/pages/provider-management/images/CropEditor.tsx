import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Box, Slider, Stack, Typography } from '@mui/material';
import { IMAGES } from '../providerTexts';
import { clampZoom, CROP_ZOOM } from './imageChoice';

export interface CropEditorProps {
  src: string;
  aspect: number;
  onArea: (area: Area) => void;
}

/**
 * The crop and resize editor: the frame has the recommended shape of the kind; the picture
 * is dragged into place and zoomed from 0.5 to 2 in steps of 0.1 (slider, wheel or pinch). Zoomed
 * out, the frame may reach past the picture (the rest is filled white).
 */
export const CropEditor = ({ src, aspect, onArea }: CropEditorProps) => {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(CROP_ZOOM.initial);
  const zoomLabel = useId();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {IMAGES.crop}
      </Typography>
      <Box sx={{ position: 'relative', height: { xs: 220, sm: 280 }, bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          minZoom={CROP_ZOOM.min}
          maxZoom={CROP_ZOOM.max}
          restrictPosition={false}
          onCropChange={setCrop}
          onZoomChange={(value) => setZoom(clampZoom(value))}
          onCropComplete={(_, pixels) => onArea(pixels)}
          mediaProps={{ alt: '' }}
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id={zoomLabel} variant="body2">
          {IMAGES.zoom}
        </Typography>
        <Slider
          value={zoom}
          min={CROP_ZOOM.min}
          max={CROP_ZOOM.max}
          step={CROP_ZOOM.step}
          onChange={(_, value) => setZoom(clampZoom(value as number))}
          valueLabelDisplay="auto"
          slotProps={{ input: { 'aria-labelledby': zoomLabel } }}
        />
      </Stack>
    </Stack>
  );
};
