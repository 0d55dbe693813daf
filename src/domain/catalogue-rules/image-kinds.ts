/** The two kinds of uploaded image (pure: image-rules.ts and the back-office read it without Node). */
export const IMAGE_KINDS = ['logo', 'terminal-image'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
