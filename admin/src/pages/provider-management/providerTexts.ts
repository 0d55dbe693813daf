/**
 * Texts of provider management (/crm/provider-management) and the industry defaults screen,
 * the product's fixed texts word for word; the rest (marked 'Own words') are this
 * screen's own words. Kept beside the screens, as messages.ts keeps the shell's.
 */
import type { ToastText } from '../../messages';

export const PROVIDERS = {
  title: 'Provider & Terminal Management',
  backToCrm: 'Back to CRM',
  refresh: 'Refresh Data',
  addProvider: 'Add Provider',
  summary: { providers: 'Total Providers', terminals: 'Total Terminals', quality: 'Avg Quality Score', changes: 'Recent Changes' },
  // Own words: the cards' second lines.
  summaryNotes: {
    providers: (all: number) => `live, of ${all}`,
    terminals: (all: number) => `live, of ${all}`,
    quality: 'across all providers',
    changes: 'in the last 24 hours',
  },
  tabs: { providers: 'Providers', terminals: 'Terminals', audit: 'Audit Trail', standards: 'Data Standards' },
  searchProviders: 'Search by name or support location',
  searchTerminals: 'Search by name or type',
  statusFilter: 'Status',
  qualityFilter: 'Quality',
  typeFilter: 'Type',
  all: 'All',
  qualityLabels: { high: 'High (85% and above)', medium: 'Medium (50 to 84%)', low: 'Low (under 50%)' },
  statusLabels: { live: 'Live', draft: 'Draft', inactive: 'Inactive' },
  count: (shown: number, all: number) => `${shown} of ${all} providers`,
  terminalCount: (shown: number, all: number) => `${shown} of ${all} terminals`,
  badges: { live: 'Live', high: 'Draft (85%+)', incomplete: 'Draft (Incomplete)', inactive: 'Inactive' },
  quality: (score: number) => `${score}% quality`,
  version: (version: number) => `v${version}`,
  eposBadge: 'EPOS integration',
  edit: 'Edit',
  audit: 'Audit',
  uploadLogo: 'Upload logo',
  uploadImage: 'Upload image',
  gallery: 'Image Gallery',
  delete: 'Delete',
  lastUpdated: (date: string) => `Last updated ${date}`,
  missing: (fields: string) => `Missing: ${fields}`,
  // The summary-terms score: not a live gate; the terms not stated read 'not stated' in a quote's summary box.
  summaryTerms: (score: number) => `Summary box terms: ${score}%`,
  summaryTermsMissing: (fields: string) => `Shown as 'not stated': ${fields}`,
  noLogo: (name: string) => `${name} has no logo`,
  cardLabels: {
    debit: 'Debit',
    credit: 'Credit',
    authorization: 'Authorisation fee',
    monthlyMinimum: 'Monthly minimum',
    setup: 'Set-up fee',
    support: 'Support',
    contract: 'Contract',
    delivery: 'Delivery',
    rating: 'Rating',
    trustpilot: 'Trustpilot',
    rental: 'Terminal rental',
    terminals: 'Terminals',
    monthlyRental: 'Monthly rental',
    provider: 'Provider',
  },
  contractMonths: (months: number) => (months === 0 ? 'No fixed term' : `${months} months`),
  notGiven: 'Not given',
  pence: (value: string) => `${value}p`,
  perMonth: (amount: string) => `${amount}/month`,
  // Own words: the list states.
  loading: 'Loading providers',
  loadingTerminals: 'Loading terminals',
  loadFailed: 'The catalogue could not be loaded.',
  retry: 'Try again',
  noProviders: 'No providers match these filters',
  noTerminals: 'No terminals match these filters',
  readOnlyNote: "Your provider's record and its terminals, read-only.",
  // The toast texts the product promises
  refreshed: { title: 'Data refreshed' } satisfies ToastText,
  providerUpdated: { title: 'Provider updated' } satisfies ToastText,
  terminalUpdated: { title: 'Terminal updated' } satisfies ToastText,
  terminalDeleted: { title: 'Terminal deleted' } satisfies ToastText,
  providerCreated: (name: string, terminals: number, quality: number): ToastText => ({
    title: 'Provider created successfully',
    description: `${name} was saved with ${terminals} ${terminals === 1 ? 'terminal' : 'terminals'}, data quality ${quality}%.`,
  }),
  providerUpdateFailed: (message?: string): ToastText => ({
    title: 'Update failed',
    description: message || 'Failed to update provider. Please check your changes.',
  }),
  terminalUpdateFailed: (message?: string): ToastText => ({
    title: 'Update failed',
    description: message || 'Failed to update terminal. Please check your changes.',
  }),
  terminalDeleteFailed: (message?: string): ToastText => ({
    title: 'Delete failed',
    description: message || 'Failed to delete terminal. It may be referenced by existing quotes.',
  }),
  createFailed: (message?: string): ToastText => ({
    title: 'Creation failed',
    description: message || 'Failed to create provider. Please check your data and try again.',
  }),
  // Own words: adding a terminal to an existing provider, deleting a provider.
  addTerminal: 'Add Terminal',
  addTerminalTitle: (provider: string) => `Add Terminal to ${provider}`,
  terminalAdded: (name: string): ToastText => ({ title: 'Terminal added', description: `${name} was added.` }),
  terminalAddFailed: (message?: string): ToastText => ({
    title: 'Creation failed',
    description: message || 'Failed to add the terminal. Please check your data and try again.',
  }),
  deleteProviderTitle: 'Delete Provider',
  deleteProviderQuestion: (name: string, terminals: number) =>
    `Are you sure you want to delete provider ${name}${terminals ? ` and its ${terminals} ${terminals === 1 ? 'terminal' : 'terminals'}` : ''}? This action cannot be undone.`,
  providerDeleted: (name: string): ToastText => ({ title: 'Provider deleted', description: `${name} was deleted.` }),
  providerDeleteFailed: (message?: string): ToastText => ({
    title: 'Delete failed',
    description: message || 'Failed to delete provider. Quotes, applications or partner users may refer to it.',
  }),
  deleteTerminalTitle: 'Delete Terminal',
  deleteTerminalQuestion: (name: string) => `Are you sure you want to delete terminal ${name}? This action cannot be undone.`,
  cancel: 'Cancel',
  save: 'Save Changes',
  saving: 'Saving…',
  close: 'Close',
} as const;

export const EDIT_PROVIDER = {
  title: (name: string) => `Edit Provider: ${name}`,
  terminalTitle: (name: string) => `Edit Terminal: ${name}`,
  sections: {
    identity: 'Provider',
    fees: 'Rates and fees',
    support: 'Support and contract',
    capabilities: 'Capabilities and ratings',
    integrations: 'Integrations',
    terminal: 'Terminal',
    terminalLists: 'Connectivity and features',
  },
  status: 'Status',
  // Own words: what the status choice does (live needs 100, inactive is a choice).
  statusHelp: 'Live needs every required field; Inactive withdraws the provider from the comparison.',
  terminalStatusHelp: 'Live needs every required field; Inactive withdraws the terminal.',
  reason: 'Reason for the change (kept in the audit trail)',
  liveScore: (score: number) => `Data quality: ${score}%`,
} as const;

export const ADD_PROVIDER = {
  title: 'Add New Provider',
  steps: ['Provider Information', 'Terminal Management', 'Review and Submit'],
  previous: 'Previous',
  next: 'Next',
  submit: 'Create Provider',
  addTerminal: 'Add Terminal',
  removeTerminal: (name: string) => `Remove ${name || 'terminal'}`,
  noTerminals: 'No terminals yet. A provider can be saved without terminals and given them later.',
  qualityScore: (score: number) => `Data quality score: ${score}%`,
  // The provider status rule: complete is live, incomplete is saved as draft.
  willBeLive: 'Every required field is filled in: this provider will be set to live status.',
  willBeDraft: (score: number) => `Data quality ${score}%: this provider will be saved as draft until every required field is filled in.`,
  review: { provider: 'Provider', terminals: 'Terminals', missing: 'Still missing' },
  nextHint: 'Name and support location are needed to continue.',
  rentalRange: 'Terminal rental range (£, min-max)',
  rentalRangeHelp: "Two amounts, e.g. '19.95-34.99'",
  rentalRangeInvalid: "Type the range as two amounts, the first not above the second, e.g. '19.95-34.99'",
} as const;

export const AUDIT = {
  historyTitle: (name: string) => `Audit History: ${name}`,
  // The Audit Trail tab's note, over the real entries (never samples).
  retentionNote: 'Audit logs are kept for 12 months for GDPR compliance.',
  empty: 'No changes recorded yet.',
  loading: 'Loading audit entries',
  by: (name: string) => `by ${name}`,
  system: 'the system',
  reason: (reason: string) => `Reason: ${reason}`,
  tableFilter: 'Record type',
  tables: { providers: 'Providers', terminals: 'Terminals', industry_defaults: 'Industry defaults', uploads: 'Images', business_profiles: 'Customers' },
  actions: { create: 'Created', update: 'Updated', delete: 'Deleted' },
  record: (table: string, id: string) => `${table} #${id}`,
  field: 'Field',
  oldValue: 'Old value',
  newValue: 'New value',
  empty_value: '(empty)',
  showing: (shown: number, all: number) => `Showing ${shown} of ${all} entries`,
  loadMore: 'Load more',
} as const;

export const STANDARDS = {
  requiredProvider: 'Required provider fields (data quality)',
  requiredTerminal: 'Required terminal fields',
  thresholds: 'Scoring thresholds',
  thresholdLines: (live: number, high: number, medium: number) => [
    `${live}%: every required field is filled in; the provider can be live.`,
    `${high}% to ${live - 1}%: Draft (85%+), high quality.`,
    `${medium}% to ${high - 1}%: medium quality, shown as Draft (Incomplete).`,
    `Under ${medium}%: low quality, shown as Draft (Incomplete).`,
  ],
  bounds: 'Bounds of the figures',
  automations: 'Automations',
  automationLines: [
    'The data-quality score is recomputed on every change.',
    'A provider becomes live when its score reaches 100% and goes back to draft when a required field is cleared; Inactive stays until someone chooses another status.',
    'Every change raises the data version by one and is written to the audit trail with its old and new values.',
    'Only live providers and their live terminals reach the public comparison, at once.',
    'Audit logs are kept for 12 months for GDPR compliance.',
  ],
} as const;

export const IMAGES = {
  uploadTitle: (what: string) => `Upload image: ${what}`,
  logoHint: (mb: number, width: number, height: number) => `PNG, JPG or WEBP, less than ${mb}MB. Recommended ${width}x${height} px.`,
  dropHere: 'Drag and drop an image here, or',
  browse: 'Browse files',
  remove: 'Remove',
  crop: 'Crop and resize',
  zoom: 'Zoom',
  upload: 'Upload',
  uploading: 'Uploading…',
  galleryTitle: 'Image Gallery',
  galleryEmpty: 'No images uploaded yet.',
  inUseBy: (names: string) => `In use by ${names}`,
  unused: 'Not in use',
  deleteImage: (name: string) => `Delete ${name}`,
  typeLabels: { logo: 'Logo', 'terminal-image': 'Terminal image' },
  // The toast texts the product promises
  invalidFile: (message: string): ToastText => ({ title: 'Invalid file', description: message }),
  uploaded: { title: 'Image uploaded successfully' } satisfies ToastText,
  uploadFailed: (message?: string): ToastText => ({ title: 'Upload failed', description: message || 'Failed to upload image. Please try again.' }),
  processFailed: { title: 'Failed to process image' } satisfies ToastText,
  galleryFailed: { title: 'Failed to load image gallery' } satisfies ToastText,
  deleteFailed: (message?: string): ToastText => ({ title: 'Failed to delete image', description: message }),
  // Own words: the success of a gallery delete.
  deleted: { title: 'Image deleted' } satisfies ToastText,
} as const;

export const INDUSTRY_DEFAULTS = {
  title: 'Industry Defaults Configuration',
  edit: 'Edit',
  editTitle: (label: string) => `Edit Industry Defaults: ${label}`,
  fields: {
    sectorLabel: 'Sector label',
    monthlyTurnoverDefault: 'Monthly turnover (£)',
    averageTransactionDefault: 'Average transaction (£)',
    creditDebitSplitDefault: 'Credit card share (%)',
    personalCorporateSplitDefault: 'Personal cards share (%)',
    ukInternationalSplitDefault: 'UK cards share (%)',
    f2fCnpSplitDefault: 'Face-to-face share (%)',
    researchSource: 'Research source',
    researchDate: 'Research date',
    notes: 'Notes',
    isActive: 'Active (served to the wizard)',
  },
  inactive: 'Inactive',
  loading: 'Loading industry defaults',
  loadFailed: 'The industry defaults could not be loaded.',
  empty: 'No sectors yet.',
  // The toast texts the product promises
  updated: { title: 'Industry defaults updated' } satisfies ToastText,
  updateFailed: (message?: string): ToastText => ({ title: 'Update failed', description: message || 'Failed to update industry defaults' }),
} as const;
