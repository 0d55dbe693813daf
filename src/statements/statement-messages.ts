/** Texts of the statement upload (the wizard's own words, word for word where it has them). */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

export const STATEMENT_MESSAGES = {
  profileRequired: 'Please complete business details first',
  fileRequired: 'Please upload a statement file',
  tooLarge: 'File size must be less than 10MB',
  unsupportedType: 'File type not supported. Please upload: pdf, jpg, jpeg, png',
  unreadablePdf: 'We could not read this PDF. It may be damaged or password-protected.',
  unreadableImage: 'We could not read this image. It may be damaged or too large.',
  oneFile: 'Please upload one statement file at a time',
  unreadableUpload: 'The upload could not be read. Please try again.',
  unavailable: 'Document analysis is not available at the moment. Please enter your figures manually.',
  busy: 'Document analysis is busy at the moment. Please try again in a minute.',
  oneAtATime: 'Your previous statement is still being read. Please wait for it to finish before uploading another.',
  /** Never read by anyone: the client has gone. It names the status in the server's logs. */
  cancelled: 'The upload was cancelled before it was read.',
} as const;

export type StatementMessages = typeof STATEMENT_MESSAGES;

/** Status answered (to nobody) when the client went away during the analysis: nginx's "client closed request". */
export const CLIENT_CLOSED_REQUEST = 499;
