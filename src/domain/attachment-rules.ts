/**
 * What may be attached to a call or a note: PDF, PNG or JPEG (judged by content on the server),
 * at most 10 MB. Pure: the back-office offers the same types and shows the same words.
 */
const MB = 1024 * 1024;

export const ATTACHMENT_MAX_BYTES = 10 * MB;

/** The multipart field of POST /api/crm/activities/:id/attachments. */
export const ATTACHMENT_FIELD = 'file';

/** The types an attachment may have, with the content type it is stored and served as. */
export const ATTACHMENT_CONTENT_TYPES = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' } as const;
export type AttachmentType = keyof typeof ATTACHMENT_CONTENT_TYPES;

/** What a file chooser offers (the server judges by content whatever the name says). */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** The longest file name kept (a longer one is cut, keeping its extension). */
export const ATTACHMENT_NAME_MAX_LENGTH = 200;

export const ATTACHMENT_MESSAGES = {
  /** The answer to a file of another type or over the size, word for word. */
  refused: 'Only PDF, PNG and JPEG files up to 10 MB can be attached',
  missingFile: `Please choose a file to attach (multipart field "${ATTACHMENT_FIELD}")`,
  oneFile: 'Please attach one file at a time',
  unreadableUpload: 'The upload could not be read. Please try again.',
  onlyCallsAndNotes: 'Files can be attached to calls and notes only',
  notFound: 'Attachment not found',
  activityNotFound: 'Activity not found',
} as const;
