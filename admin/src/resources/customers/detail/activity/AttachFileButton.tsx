import { useId, useRef, useState } from 'react';
import { Button } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useQueryClient } from '@tanstack/react-query';
import { ATTACHMENT_ACCEPT, ATTACHMENT_FIELD, ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '@domain/attachment-rules';
import { CRM_API, httpClient, userFacingMessage } from '../../../../httpClient';
import { useToast } from '../../../../useToast';

/** The words of attaching a file to a call or note. */
export const ATTACH_TEXT = {
  attach: 'Attach file',
  attached: { title: 'File attached' },
  failed: (message?: string) => ({ title: 'Attachment failed', description: message || ATTACHMENT_MESSAGES.refused }),
} as const;

/**
 * 'Attach file' on a call or note: a PDF, PNG or JPEG up to 10 MB (the server judges by content
 * and answers why it refuses), POST /api/crm/activities/{id}/attachments as multipart; the
 * customer is read again so the timeline lists the file.
 */
export const AttachFileButton = ({ activityId, subject }: { activityId: number; subject: string }) => {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [isSending, setIsSending] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();

  const send = async (file: File) => {
    if (file.size > ATTACHMENT_MAX_BYTES) {
      toast(ATTACH_TEXT.failed(), 'error');
      return;
    }
    const body = new FormData();
    body.append(ATTACHMENT_FIELD, file, file.name);
    setIsSending(true);
    try {
      await httpClient(`${CRM_API}/activities/${activityId}/attachments`, { method: 'POST', body });
      toast(ATTACH_TEXT.attached);
      await queryClient.invalidateQueries({ queryKey: ['customers'] });
    } catch (error) {
      toast(ATTACH_TEXT.failed(userFacingMessage(error)), 'error');
    } finally {
      setIsSending(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        hidden
        aria-label={`${ATTACH_TEXT.attach}: ${subject}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <Button
        size="small"
        startIcon={<AttachFileIcon />}
        disabled={isSending}
        aria-label={`${ATTACH_TEXT.attach}: ${subject}`}
        onClick={() => input.current?.click()}
      >
        {ATTACH_TEXT.attach}
      </Button>
    </>
  );
};
