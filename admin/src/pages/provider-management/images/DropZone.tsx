import { useId, useRef, useState, type DragEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { IMAGES } from '../providerTexts';
import { ACCEPTED_TYPES } from './imageChoice';

export interface DropZoneProps {
  hint: string;
  onFile: (file: File) => void;
}

/** The idle state of the image dialog: drag and drop a picture here, or browse for one. */
export const DropZone = ({ hint, onFile }: DropZoneProps) => {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [isOver, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isOver ? 'primary.main' : 'grey.500',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
        bgcolor: isOver ? 'action.hover' : undefined,
      }}
    >
      <CloudUploadIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography>{IMAGES.dropHere}</Typography>
      <Button variant="outlined" onClick={() => input.current?.click()} sx={{ mt: 1 }} aria-describedby={hintId}>
        {IMAGES.browse}
      </Button>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {hint}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={IMAGES.browse}
        accept={ACCEPTED_TYPES.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </Box>
  );
};
