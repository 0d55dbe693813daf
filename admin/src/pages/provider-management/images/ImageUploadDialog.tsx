import { useEffect, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { Area } from 'react-easy-crop';
import { userFacingMessage } from '../../../httpClient';
import { useToast } from '../../../useToast';
import { CatalogueDialog } from '../components/CatalogueDialog';
import { IMAGES } from '../providerTexts';
import { isSignedOut, useCatalogueCalls, useRefreshCatalogue } from '../useCatalogue';
import { CropEditor } from './CropEditor';
import { cropToJpeg } from './cropImage';
import { chosenFileProblem, cropAspect, croppedFileName, imageRule, type ImageKindKey } from './imageChoice';
import { DropZone } from './DropZone';

export interface ImageUploadDialogProps {
  kind: ImageKindKey;
  recordId: number;
  /** The provider's or terminal's name. */
  name: string;
  onClose: () => void;
}

const FAILURE: Record<ImageKindKey, string> = { logo: 'Failed to upload provider logo', 'terminal-image': 'Failed to upload terminal image' };

/**
 * The image upload dialog (idle, preview, uploading): a picture dropped or browsed for is
 * checked against the server's types and limit and by its first bytes ('Invalid file') before the
 * crop step, cropped and resized in the editor,
 * and uploaded as JPEG to the record's upload route; the card then shows it. A refused upload
 * shows the server's reason; any other failure 'Upload failed: Failed to upload image. Please try again.'.
 */
export const ImageUploadDialog = ({ kind, recordId, name, onClose }: ImageUploadDialogProps) => {
  const toast = useToast();
  const refresh = useRefreshCatalogue();
  const catalogue = useCatalogueCalls();
  const rule = imageRule(kind);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [area, setArea] = useState<Area | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = async (chosen: File) => {
    const problem = await chosenFileProblem(chosen, kind);
    if (problem) {
      toast(IMAGES.invalidFile(problem), 'error');
      return;
    }
    setArea(null);
    setFile(chosen);
  };

  const upload = useMutation({
    mutationFn: async () => {
      if (!file || !preview || !area) throw new Error('Nothing to upload');
      let cropped: Blob;
      try {
        cropped = await cropToJpeg(preview, area, rule.width, rule.height);
      } catch {
        toast(IMAGES.processFailed, 'error');
        return null;
      }
      return catalogue.uploadImage(kind, recordId, cropped, croppedFileName(file.name));
    },
    onSuccess: (answer) => {
      if (!answer) return;
      toast(IMAGES.uploaded);
      void refresh();
      onClose();
    },
    onError: (error) => {
      // A 401 or 403 has signed the user out already: nothing more to say.
      if (!isSignedOut(error)) toast(IMAGES.uploadFailed(userFacingMessage(error) ?? FAILURE[kind]), 'error');
    },
  });

  const remove = () => {
    setFile(null);
    setPreview(null);
    setArea(null);
  };

  return (
    <CatalogueDialog
      title={IMAGES.uploadTitle(name)}
      onClose={onClose}
      submit={{
        label: upload.isPending ? IMAGES.uploading : IMAGES.upload,
        isBusy: upload.isPending,
        isDisabled: !file || !area,
        onSubmit: () => upload.mutate(),
      }}
      actions={
        file ? (
          <Button onClick={remove} disabled={upload.isPending}>
            {IMAGES.remove}
          </Button>
        ) : undefined
      }
    >
      {file && preview ? (
        <Stack spacing={1}>
          <Typography variant="body2">{file.name}</Typography>
          <CropEditor src={preview} aspect={cropAspect(kind)} onArea={setArea} />
        </Stack>
      ) : (
        <DropZone hint={IMAGES.logoHint(rule.maxBytes / 1024 / 1024, rule.width, rule.height)} onFile={(chosen) => void choose(chosen)} />
      )}
    </CatalogueDialog>
  );
};
