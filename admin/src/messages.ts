import { formatNumber } from './format';
/** Texts of the back-office: the product's fixed texts word for word; texts chosen here are marked 'Own words'. */

export type ToastText = { title: string; description?: string };

export const LOGIN = {
  title: 'CRM Sign in',
  subtitle: 'Sign in to the back-office',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  backHome: 'Back to home',
  welcome: (name: string): ToastText => ({ title: `Welcome back, ${name}!` }),
  failed: (serverError?: string): ToastText => ({
    title: 'Login failed',
    description: serverError || 'Invalid credentials',
  }),
  networkError: { title: 'Login error', description: 'Network error occurred. Please try again.' } satisfies ToastText,
  // Own words: the way to a password reset.
  forgotPassword: 'Forgot password?',
} as const;

export const LOGOUT = {
  item: 'Logout',
  title: 'Sign out',
  question: 'Are you sure you want to sign out?',
} as const;

export const MISSING_INFORMATION: ToastText = {
  title: 'Missing information',
  description: 'Please fill in all required fields.',
};

export const INVALID_FORM: ToastText = {
  title: 'Invalid information',
  description: 'Please correct the highlighted fields.',
};

export const USERS = {
  listTitle: 'CRM Users',
  addUser: 'Add User',
  createTitle: 'Create New User',
  editTitle: 'Edit User',
  createButton: 'Create User',
  updateButton: 'Update User',
  passwordOnEdit: 'Password (leave blank to keep current)',
  // Own words: the server asks for your current password when you change your own.
  currentPassword: 'Current password',
  currentPasswordHint: 'Needed to change your own password.',
  selfDeactivateHint: 'You cannot deactivate your own account.',
  deleteTitle: 'Delete User',
  deleteQuestion: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
  missingInformation: { title: 'Missing information', description: 'Please fill in all user details.' } satisfies ToastText,
  created: { title: 'User created successfully' } satisfies ToastText,
  // Own words: a user created without a password is invited by email.
  createdInvited: (email: string): ToastText => ({
    title: 'User created successfully',
    description: `An invitation to set a password has been emailed to ${email}.`,
  }),
  updated: { title: 'User updated', description: 'User has been updated successfully.' } satisfies ToastText,
  deleted: { title: 'User deleted successfully' } satisfies ToastText,
  createFailed: (message?: string): ToastText => ({ title: 'User creation failed', description: message || 'Failed to create user.' }),
  updateFailed: (message?: string): ToastText => ({ title: 'Update failed', description: message || 'Failed to update user.' }),
  deleteFailed: (message?: string): ToastText => ({ title: 'User deletion failed', description: message || 'Failed to delete user.' }),
  // Own words: invitations.
  passwordOnCreate: 'Password (leave blank to email an invitation)',
  invitationPending: 'Invitation pending',
  resendInvitation: 'Resend invitation',
  invitationSent: (email: string): ToastText => ({
    title: 'Invitation sent',
    description: `A new invitation has been emailed to ${email}. The earlier link no longer works.`,
  }),
  invitationFailed: (message?: string): ToastText => ({ title: 'Invitation not sent', description: message || 'Failed to send the invitation.' }),
} as const;

/** The tasks screen (/crm/tasks; labels of task types, priorities and outcomes in resources/tasks). */
export const TASKS = {
  listTitle: 'Task Management',
  newTask: 'New Task',
  clearFilters: 'Clear Filters',
  createTitle: 'Create New Task',
  editTitle: 'Edit Task',
  createButton: 'Create Task',
  updateButton: 'Update Task',
  cancel: 'Cancel',
  completeTitle: 'Complete Task',
  completeQuestion: (title: string) => `How did "${title}" go?`,
  completeButton: 'Complete Task',
  complete: 'Complete',
  edit: 'Edit',
  viewCustomer: 'View Customer',
  personalTask: 'Personal task',
  unnamedCustomer: 'Unnamed customer',
  unassigned: 'Unassigned',
  me: 'Me',
  inactiveUser: (name: string) => `${name} (inactive)`,
  all: 'All',
  emptyTitle: 'No tasks yet',
  emptyFiltered: 'No tasks match these filters',
  loading: 'Loading tasks',
  loadFailed: 'Tasks could not be loaded.',
  retry: 'Try again',
  fields: {
    search: 'Search',
    title: 'Title',
    description: 'Description',
    type: 'Type',
    priority: 'Priority',
    dueDate: 'Due date and time (UK)',
    reminderMinutes: 'Reminder (minutes before)',
    assignee: 'Assign to',
    outcome: 'Outcome',
    notes: 'Notes (optional)',
  },
  filters: { label: 'Filter tasks', status: 'Status', priority: 'Priority', assignee: 'Assigned to', due: 'Due' },
  columns: {
    task: 'Task',
    customer: 'Customer',
    type: 'Type',
    priority: 'Priority',
    due: 'Due',
    status: 'Status',
    assignee: 'Assigned to',
    actions: 'Actions',
  },
  missingInformation: { title: 'Missing information', description: 'Please fill in task title and due date.' } satisfies ToastText,
  created: { title: 'Task created' } satisfies ToastText,
  // Own words (there is no fixed success text for an update): the same form as 'Task created'.
  updated: { title: 'Task updated' } satisfies ToastText,
  completed: { title: 'Task completed' } satisfies ToastText,
  createFailed: (message?: string): ToastText => ({ title: 'Creation failed', description: message || 'Failed to create task.' }),
  updateFailed: (message?: string): ToastText => ({ title: 'Update failed', description: message || 'Failed to update task.' }),
  completeFailed: (message?: string): ToastText => ({ title: 'Completion failed', description: message || 'Failed to complete task.' }),
} as const;

export const NOT_FOUND = {
  heading: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
} as const;

export const ACCESS_DENIED = {
  heading: 'Access Denied',
  text: 'You need admin privileges to access this page.',
  button: 'Return to Dashboard',
} as const;

/** A signed-out visitor on a CRM screen other than the dashboard (sent to the sign-in page after 1 second). */
export const AUTH_REQUIRED = {
  heading: 'Authentication Required',
  text: 'Redirecting to login...',
  /** On the screen, and on the sign-in page it sends the visitor to. */
  pleaseLogIn: 'Please log in to access this page.',
} as const;

/** A typed day in the back-office: day/month/year whatever the browser's language. */
export const UK_DATE_INPUT = { placeholder: 'DD/MM/YYYY', invalid: 'Enter the date as DD/MM/YYYY.' } as const;

/** A date and time typed in UK form, 24-hour (a task's due time). */
export const UK_DATE_TIME_INPUT = {
  placeholder: 'DD/MM/YYYY HH:MM',
  hint: 'DD/MM/YYYY HH:MM, 24-hour, UK time',
  invalid: 'Enter the date and time as DD/MM/YYYY HH:MM (24-hour), e.g. 25/11/2026 14:30.',
} as const;

/** Accessible name of the spinner shown while the current user is checked. */
export const CHECKING_ACCESS = 'Checking your access';

export const AUTH_ERROR = {
  heading: 'Authentication Error',
  text: 'Unable to verify your access. Please log in again.',
  button: 'Go to Login',
} as const;

/** Redirects after login, on access denial and on authentication errors wait 1 second. */
export const REDIRECT_DELAY_MS = 1000;

/** Lead management at /crm/customers (toasts word for word). */
export const CUSTOMERS = {
  listTitle: 'Lead Management',
  pipelineTitle: 'Lead Pipeline',
  viewsLabel: 'Customer views',
  listView: 'List',
  pipelineView: 'Pipeline',
  filters: {
    date: 'Date',
    search: 'Search',
    status: 'Status',
    sector: 'Sector',
    provider: 'Provider',
    source: 'Source',
    allStatuses: 'All statuses',
    allSectors: 'All sectors',
    allProviders: 'All providers',
    allSources: 'All sources',
  },
  columns: {
    business: 'Business',
    contact: 'Contact',
    sector: 'Sector',
    source: 'Source',
    turnover: 'Monthly turnover',
    provider: 'Selected provider',
    created: 'Created',
    status: 'Status',
    actions: 'Actions',
  },
  noLead: 'No lead yet',
  noProvider: 'None selected',
  notGiven: 'Not given',
  view: 'View',
  viewCustomer: (name: string) => `View ${name}`,
  unnamed: 'Unnamed business',
  exportCsv: 'Export CSV',
  empty: 'No customers yet',
  emptyFiltered: 'No customers match these filters',
  loadFailed: 'Customers could not be loaded',
  loading: 'Loading customers',
  loadingColumn: (status: string) => `Loading ${status} leads`,
  retry: 'Try again',
  statusOf: (name: string) => `Lead status of ${name}`,
  statusUpdated: { title: 'Status Updated' } satisfies ToastText,
  statusUpdateFailed: (message: string): ToastText => ({ title: 'Update Failed', description: `Failed to update customer status: ${message}` }),
  deleteCustomer: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete Customer',
  deleteQuestion: (name: string) =>
    `Delete ${name} permanently? Its leads, quotes, tasks, activities and emails are deleted with it. This action cannot be undone.`,
  deleted: { title: 'Customer Deleted' } satisfies ToastText,
  deleteFailed: (message?: string): ToastText => ({ title: 'Delete Failed', description: message }),
  bulkDelete: 'Delete',
  bulkDeleteTitle: (count: number) => `Delete ${count} ${count === 1 ? 'customer' : 'customers'}`,
  bulkDeleteQuestion: (count: number) =>
    `Delete ${count === 1 ? 'this customer' : `these ${count} customers`} permanently, with their leads, quotes, tasks, activities and emails? This action cannot be undone.`,
  bulkDeleted: (count: number): ToastText => ({ title: 'Customers Deleted', description: `Successfully deleted ${count} customers.` }),
  bulkDeleteFailed: (message?: string): ToastText => ({
    title: 'Bulk Delete Failed',
    description: `Failed to delete customer(s): ${message || 'Unknown error'}`,
  }),
  unknownError: 'Unknown error',
  /** The pagination of a search whose total is known only to be more than `moreThan`. */
  rangeOfMore: (from: number, to: number, moreThan: number) => `${from}-${to} of more than ${formatNumber(moreThan)}`,
} as const;

/** The pipeline board (new in this product: leads by status, moved by drag and drop or keyboard). */
export const PIPELINE = {
  boardLabel: 'Leads by status',
  columnLabel: (status: string, total: number | undefined) => (total === undefined ? status : `${status}, ${total} ${total === 1 ? 'lead' : 'leads'}`),
  /** A column whose total is known only to be more than `moreThan` (a search of many). */
  columnCountOfMore: (moreThan: number) => `${formatNumber(moreThan)}+`,
  columnLabelOfMore: (status: string, moreThan: number) => `${status}, more than ${formatNumber(moreThan)} leads`,
  emptyColumn: 'No leads',
  turnover: (amount: string) => `${amount} a month`,
  loadMore: 'Load more',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  showingOfMore: (shown: number, moreThan: number) => `Showing ${shown} of more than ${formatNumber(moreThan)}`,
  columnFailed: 'These leads could not be loaded.',
  dragHandle: (name: string) => `Drag ${name}`,
  moveTo: (name: string) => `Move ${name} to…`,
  moveToStatus: (status: string) => `Move to ${status}`,
  instructions:
    'To move a lead to another status, press Space or Enter on its drag handle, use the arrow keys to choose a column, then press Space or Enter to drop it there, or Escape to cancel. Each card also has a "Move to" menu.',
  pickedUp: (name: string, status: string) => `Picked up ${name}, in ${status}.`,
  isOver: (name: string, status: string) => `${name} is over ${status}.`,
  overStart: (name: string, status: string) => `${name} is over ${status}, where it started.`,
  notOver: (name: string) => `${name} is not over a status column.`,
  dropped: (name: string, status: string) => `${name} was moved to ${status}.`,
  droppedBack: (name: string, status: string) => `${name} was dropped back in ${status}.`,
  cancelled: (name: string, status: string) => `Moving ${name} was cancelled. It stays in ${status}.`,
} as const;

/** The customer detail. Own words are marked. */
export const CUSTOMER_DETAIL = {
  backToCustomers: 'Back to customers',
  tabs: { overview: 'Overview', communications: 'Communications', activity: 'Activity', actions: 'Actions' },
  // The validation toasts the product promises
  missingCallNotes: { title: 'Missing notes', description: 'Please add call notes before logging.' } satisfies ToastText,
  missingTaskInformation: { title: 'Missing information', description: 'Please fill in task title and due date.' } satisfies ToastText,
  // The toast texts the product promises
  callLogged: { title: 'Call logged successfully' } satisfies ToastText,
  activityFailed: { title: 'Activity logging failed' } satisfies ToastText,
  taskCreated: { title: 'Task created successfully' } satisfies ToastText,
  taskCreationFailed: { title: 'Task creation failed' } satisfies ToastText,
  taskCompleted: { title: 'Task completed' } satisfies ToastText,
  taskCompletionFailed: { title: 'Failed to complete task' } satisfies ToastText,
  statusUpdated: { title: 'Status Updated' } satisfies ToastText,
  statusUpdateFailed: (message?: string): ToastText => ({
    title: 'Update Failed',
    description: `Failed to update customer status: ${message || 'Unknown error'}`,
  }),
  // Own words: correcting the business details and a lead's contact details.
  businessDetailsSaved: { title: 'Business details saved' } satisfies ToastText,
  contactDetailsSaved: { title: 'Contact details saved' } satisfies ToastText,
  nothingChanged: { title: 'Nothing changed', description: 'Change a field before saving.' } satisfies ToastText,
  correctionFailed: (message?: string): ToastText => ({ title: 'Not saved', description: message || 'The change could not be saved.' }),
  customerDeleted: { title: 'Customer Deleted' } satisfies ToastText,
  deleteFailed: (message?: string): ToastText => ({ title: 'Delete Failed', ...(message ? { description: message } : {}) }),
  // Own words (there are no fixed note toasts): the server's message for an empty note.
  noteAdded: { title: 'Note added' } satisfies ToastText,
  missingNoteText: { title: 'Missing notes', description: 'Please write the note before saving.' } satisfies ToastText,
  // Own words: the irreversible-action dialog's words.
  deleteTitle: 'Delete Customer',
  deleteQuestion: (name: string) =>
    `Are you sure you want to delete ${name}? Its leads, quotes, tasks, activities and emails go with it. This action cannot be undone.`,
  // Own words: the screen's states.
  loading: 'Loading customer',
  loadFailed: 'The customer could not be loaded.',
  retry: 'Try again',
} as const;

/** The dashboard's default period, no preset (the server's last 30 days); its presets are shown with the shared preset labels (@domain/vocabulary/date-presets). */
export const DASHBOARD_DEFAULT_PERIOD_LABEL = 'Last 30 days';

/** The dashboard at /crm and /crm/dashboard. Own words are marked. */
/** The header's user menu: named by the user's name it shows, then what it opens. */
export const USER_MENU = { label: (name: string) => `${name} (Profile)`, fallback: 'Profile' } as const;

export const DASHBOARD = {
  title: 'Dashboard',
  welcome: (name: string) => `Welcome, ${name}`,
  providerAccess: 'Provider Access',
  period: 'Period',
  from: 'From',
  to: 'To',
  // Own words: a custom range whose end is before its start.
  invalidRange: 'Choose an end on or after the start.',
  // Own words: the pipeline's and the panels' headings.
  pipeline: 'Pipeline',
  pipelineHint: 'Select a stage to see its latest records.',
  /** A stage button's name: what it shows, its label then its count as shown ('…' while loading). */
  stageButton: (label: string, shownCount: string) => `${label} ${shownCount}`,
  details: (stage: string) => `${stage}: latest records`,
  noDetails: 'Nothing in this stage for the period.',
  detailsFailed: 'The details could not be loaded.',
  figuresFailed: 'The figures could not be loaded.',
  columns: { id: 'ID', business: 'Business', turnover: 'Monthly turnover', status: 'Status', created: 'Created', step: 'Furthest step' },
  tasks: 'My tasks',
  noTasks: 'No open tasks.',
  tasksFailed: 'Your tasks could not be loaded.',
  overdue: 'Overdue',
  due: (when: string) => `Due ${when}`,
  allTasks: 'All tasks',
  quickActions: 'Quick Actions',
  viewCustomers: 'View Customers',
  systemSettings: 'System Settings',
  viewAnalytics: 'View Analytics',
  recentActivity: 'Recent Activity',
  noActivity: 'No activity yet.',
  activityFailed: 'Recent activity could not be loaded.',
  byUser: (name: string) => `by ${name}`,
  bySystem: 'by the system',
} as const;

/** The analytics dashboard at /crm/analytics. Own words are marked. */
export const ANALYTICS = {
  title: 'Pipeline Analytics',
  backToCrm: 'Back to CRM',
  startDate: 'Start date',
  endDate: 'End date',
  invalidRange: 'Choose a start date on or before the end date.',
  exportCsv: 'Export CSV',
  exportPdf: 'Export PDF',
  noData: 'No Analytics Data',
  noDataText: 'Nothing was recorded in this period. Choose another date range.',
  loadFailed: 'The analytics could not be loaded.',
  retry: 'Try again',
  period: (from: string, to: string) => `${from} to ${to}`,
  metrics: {
    uniqueSessions: 'Unique Sessions',
    totalQuotes: 'Total Quotes',
    totalSelectedQuotes: 'Selected Quotes',
    totalApplications: 'Applications',
    overallConversionRate: 'Conversion Rate',
  },
  funnel: 'Conversion Funnel',
  funnelFromPrevious: (percent: string) => `${percent} of the previous step`,
  sectors: 'Business Sector Breakdown',
  noSectors: 'No sectors recorded in this period.',
  journey: 'Journey Insights',
  averageTimeToComplete: 'Average time to complete',
  minutes: (value: number) => `${value} min`,
  documentUploadRate: 'Document upload rate',
  mostCommonDropoff: 'Most common drop-off point',
  notEnoughData: 'Not enough data',
  sources: 'Customers by Source',
  noSources: 'No customers were created in this period.',
  sourceColumns: { source: 'Source', customers: 'Customers', share: 'Share' },
  topProviders: 'Top Provider Performance',
  noProviders: 'No provider was quoted in this period.',
  providerColumns: { provider: 'Provider', quotes: 'Quotes generated', applications: 'Applications submitted', conversion: 'Conversion rate' },
} as const;

/** Data retention in the admin console and the administration page (toasts word for word). */
export const RETENTION = {
  title: 'Data Retention',
  scheduledCount: (count: number) => `${count} records scheduled for deletion`,
  empty: 'No records scheduled for deletion',
  unknownBusiness: 'Unknown Business',
  scheduled: (date: string) => `Scheduled: ${date}`,
  statusLabels: { scheduled: 'Scheduled', exempt: 'Exempt' } as Record<string, string>,
  executeCleanup: 'Execute Cleanup',
  // Own words: the confirmation before the irreversible cleanup.
  confirmTitle: 'Execute Cleanup',
  confirmText:
    'Customers whose scheduled deletion date has passed are deleted now, with their leads, quotes, tasks, activities and emails, and inactive customers are newly scheduled. This action cannot be undone.',
  completed: (processed: number, deleted: number): ToastText => ({
    title: 'Data cleanup completed',
    description: `Processed ${processed} records. ${deleted} profiles deleted.`,
  }),
  failed: (message?: string): ToastText => ({ title: 'Cleanup failed', description: message || 'Failed to execute data cleanup.' }),
  loadFailed: 'The retention records could not be loaded.',
  // Own words: the status figures of GET /api/crm/data-retention/status.
  policy: 'Retention policy',
  period: 'Period',
  exceptions: 'Exceptions',
  noticeDays: (days: number) => `${days} days' notice before deletion`,
  nextCleanup: 'Next scheduled cleanup',
  totals: 'Stored now',
  eligible: 'Eligible for deletion',
  counts: (profiles: number, leads: number, quotes: number) => `${profiles} customers, ${leads} leads, ${quotes} quotes`,
} as const;

/** The admin console at /crm/admin-consolidated. */
export const ADMIN_CONSOLE = {
  title: 'Admin Console',
  subtitle: 'System administration and management center',
  tabs: { overview: 'System Overview', users: 'User Management', data: 'Data Management', settings: 'System Settings' },
  stats: {
    totalUsers: 'Total Users',
    totalCustomers: 'Total Customers',
    totalQuotes: 'Total Quotes',
    totalLeads: 'Total Leads',
    dailyApplications: 'Daily Applications',
    monthlyApplications: 'Monthly Applications',
    conversionRate: 'Conversion Rate',
    averageResponseTime: 'Avg Response Time',
  },
  statsFailed: 'The system figures could not be loaded.',
  quickActions: 'Quick Actions',
  manageUsers: 'Manage Users',
  dataManagement: 'Data Management',
  providerManagement: 'Provider Management',
  industryDefaults: 'Industry Defaults',
  industryDefaultsText: 'Manage business sector defaults',
  analyticsDashboard: 'Analytics Dashboard',
  // Own words: the analytics link's description.
  analyticsDashboardText: 'Funnel, sectors, journey and provider performance',
} as const;

/** The administration page at /crm/admin. Own words are marked. */
export const ADMINISTRATION = {
  title: 'Administration',
  tabs: { retention: 'Data Retention', users: 'User Management', health: 'System Health', settings: 'Settings' },
  health: {
    totalUsers: 'Total users',
    activeUsers: 'Active users',
    totalEmails: 'Emails',
    calendarEvents: 'Calendar events (tasks due in the future)',
    systemUptime: 'System uptime',
    lastBackup: 'Last backup',
    noBackup: 'Not recorded by the application',
    averageResponseTime: 'Average response time',
  },
} as const;

/** The communication center at /crm/email-templates. Own words are marked. */
export const EMAIL_TEMPLATES = {
  menuLabel: 'Communication Center',
  title: 'Email Templates',
  subtitle: 'Manage email templates for customer communications',
  newTemplate: 'New Template',
  searchPlaceholder: 'Search by name, subject, or content...',
  allCategories: 'All Categories',
  clearFilters: 'Clear Filters',
  auto: 'Auto',
  automatedHint: 'Automated templates are managed in the backend',
  used: (count: number) => `Used ${count} times`,
  active: 'Active',
  inactive: 'Inactive',
  preview: 'Preview',
  edit: 'Edit',
  emptyFiltered: { title: 'No templates found', text: 'Try adjusting your filters.' },
  emptyNone: { title: 'No templates found', text: 'Create your first email template to get started.' },
  createTitle: 'Create New Email Template',
  editTitle: 'Edit Email Template',
  createButton: 'Create Template',
  updateButton: 'Update Template',
  cancel: 'Cancel',
  fields: { name: 'Template Name', namePlaceholder: 'Welcome Email', category: 'Category', subject: 'Email Subject', content: 'Email Content' },
  previewTitle: 'Template Preview',
  previewOf: (name: string) => `Preview of "${name}" with sample data`,
  previewSubject: 'Subject',
  previewContent: 'Content',
  closePreview: 'Close Preview',
  copiedToClipboard: { title: 'Copied', description: 'Template content copied to clipboard.' } satisfies ToastText,
  loadFailed: { title: 'Template load failed' } satisfies ToastText,
  // Own words: the texts of the real create, edit, copy and deactivate.
  placeholdersTitle: 'Available placeholders',
  placeholdersHint: 'Write a placeholder in the subject or content; it is filled in for each customer when the email is sent.',
  insertPlaceholder: (name: string) => `Insert {{${name}}} into the content`,
  copy: 'Copy',
  copied: 'Copied',
  duplicate: 'Duplicate',
  copyOf: (name: string) => `${name} (copy)`,
  copyTitle: 'Duplicate Email Template',
  copyContent: (name: string) => `Copy the content of ${name} to the clipboard`,
  copiedContent: (name: string) => `Copied the content of ${name} to the clipboard`,
  copyFailed: { title: 'Copy failed', description: 'The browser did not allow copying to the clipboard.' } satisfies ToastText,
  deactivate: 'Deactivate',
  deactivateTitle: 'Deactivate template',
  deactivateQuestion: (name: string) => `Deactivate "${name}"? It will no longer be offered when sending emails; emails already sent with it keep naming it.`,
  reactivate: 'Reactivate',
  created: { title: 'Template created' } satisfies ToastText,
  updated: { title: 'Template updated' } satisfies ToastText,
  deactivated: { title: 'Template deactivated' } satisfies ToastText,
  reactivated: { title: 'Template reactivated' } satisfies ToastText,
  saveFailed: (message?: string): ToastText => ({ title: 'Saving failed', description: message || 'Failed to save the template.' }),
  previewFailed: (message?: string): ToastText => ({ title: 'Preview failed', description: message || 'Failed to render the template.' }),
  loading: 'Loading templates',
  loadFailedText: 'The templates could not be loaded.',
  retry: 'Try again',
  filtersLabel: 'Filter templates',
  search: 'Search',
  category: 'Category',
  cardActions: (name: string) => `Actions for ${name}`,
  // Own words: when an automated email is sent, and the admins' switch.
  automationOff: 'Off — not sent',
  automationRetired: 'Retired — not sent by the product',
  switchOff: 'Switch off',
  switchOn: 'Switch on',
  switchOffTitle: 'Switch off automated email',
  switchOffQuestion: (name: string, sentWhen: string) => `Switch off "${name}"? ${sentWhen}: while it is off, nobody is sent it.`,
  switchedOff: { title: 'Automated email switched off' } satisfies ToastText,
  switchedOn: { title: 'Automated email switched on' } satisfies ToastText,
} as const;

/** Send Email on a customer's page. Own words are marked. */
export const SEND_EMAIL = {
  button: 'Send Email',
  title: 'Send Email',
  // The validation toasts the product promises
  missingInformation: { title: 'Missing information', description: 'Please fill in all required fields.' } satisfies ToastText,
  // The toast texts the product promises
  sent: { title: 'Email sent successfully' } satisfies ToastText,
  failed: (message?: string): ToastText => ({
    title: 'Email sending failed',
    description: message || 'There was an error sending your email. Please try again.',
  }),
  // Own words: the dialog's own words.
  fields: { recipient: 'To', template: 'Template (optional)', noTemplate: 'No template', subject: 'Subject', content: 'Message' },
  templateFilled: 'The template was filled in for this customer; you can still change it.',
  templatesFailed: 'Templates could not be loaded; you can still write the email yourself.',
  loadingTemplate: 'Filling in the template',
  preview: 'Preview',
  previewTitle: 'Check the email before sending',
  back: 'Back to editing',
  send: 'Send Email',
  cancel: 'Cancel',
  placeholdersLeft: 'Placeholders such as {{firstName}} are filled in for this customer when the email is sent.',
  invalidRecipient: 'Enter one email address, e.g. name@example.co.uk.',
  noCustomerEmail: 'This customer has no email address yet: type the address to write to.',
} as const;

/** The Gmail panel. Own words are marked. */
export const GMAIL = {
  // The toast texts the product promises
  authorizationFailed: (message?: string): ToastText => ({ title: 'Authorization Failed', description: message || 'Failed to start Gmail authorization' }),
  authorizationComplete: { title: 'Gmail Authorization Complete' } satisfies ToastText,
  testSent: (to?: string | null): ToastText => ({ title: 'Test Email Sent', ...(to ? { description: `Sent to ${to}.` } : {}) }),
  testFailed: (message?: string | null): ToastText => ({ title: 'Test Failed', description: message || 'Failed to send test email' }),
  // Own words: the panel's own words.
  pageTitle: 'Gmail',
  menuItem: 'Gmail',
  title: 'Gmail integration',
  intro: 'Connect your Gmail account to send customer emails from your own address. Without it, emails go from the company address.',
  notConfigured: 'Gmail is not configured on this server',
  notConfiguredText:
    'An administrator needs to set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URL before anyone can connect Gmail. Customer emails are sent from the company address meanwhile.',
  connected: 'Connected',
  notConnected: 'Not connected',
  connectedAs: (email: string) => `Emails you send to customers go from ${email}.`,
  connectedNoEmail: 'Emails you send to customers go from your Gmail account.',
  noSendScope: 'Google did not grant permission to send email: connect again and allow sending.',
  lastSync: (when: string) => `Last used: ${when}`,
  neverSynced: 'Not used yet',
  connect: 'Connect Gmail',
  reconnect: 'Connect again',
  authorizing: 'Waiting for you to finish in the Google window…',
  authorizingHint:
    'Allow access in the window that opened; this panel updates by itself. If that window says the authorization failed, close it and choose Cancel.',
  popupBlocked: 'The browser blocked the Google window: allow pop-ups for this site and try again.',
  authorizationRefused: { title: 'Authorization Failed', description: 'Gmail was not connected: the window that opened says why.' } satisfies ToastText,
  authorizationTimedOut: { title: 'Authorization Failed', description: 'Gmail was not connected within 5 minutes. Try again.' } satisfies ToastText,
  cancel: 'Cancel',
  sendTest: 'Send test email',
  disconnect: 'Disconnect',
  disconnectTitle: 'Disconnect Gmail',
  disconnectQuestion: 'Disconnect your Gmail account? Customer emails will then go from the company address.',
  disconnected: { title: 'Gmail disconnected' } satisfies ToastText,
  disconnectFailed: { title: 'Disconnect failed', description: 'Failed to disconnect Gmail.' } satisfies ToastText,
  loading: 'Loading Gmail status',
  loadFailed: 'The Gmail status could not be loaded.',
  retry: 'Try again',
} as const;

/** Own words: the public screens of emailed account links (/crm/forgot-password, /crm/set-password). */
export const ACCOUNT_LINKS = {
  forgotTitle: 'Forgot password',
  forgotIntro: 'Enter the email address you sign in with. If it has an account, we will email it a link to choose a new password.',
  email: 'Email',
  forgotSubmit: 'Send reset link',
  backToSignIn: 'Back to sign in',
  setTitle: 'Set your password',
  setIntroInvite: (email: string) => `Welcome! Choose the password you will sign in with as ${email}.`,
  setIntroReset: (email: string) => `Choose a new password for ${email}. Setting it signs you out on every device.`,
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordHint: (minLength: number) => `At least ${minLength} characters.`,
  mismatch: 'The two passwords do not match.',
  required: 'Required',
  setSubmit: 'Set password',
  setDone: 'Your password has been set. You can now sign in with it.',
  signIn: 'Sign in',
  checking: 'Checking your link…',
  noToken: 'This page opens from the link in your email. Ask for a new link if you need one.',
  requestNewLink: 'Ask for a new link',
  networkError: 'Network error occurred. Please try again.',
} as const;

/** The header's notice while the company's details are the example ones (the COMPANY_* variables unset). */
export const EXAMPLE_COMPANY_NOTICE = { label: 'Example company details', action: ' — set COMPANY_* variables' } as const;

/** Entering a customer by hand (an enquiry that did not come through the wizard). */
export const CUSTOMER_CREATE = {
  newCustomer: 'New customer',
  title: 'New customer',
  intro: 'An enquiry by phone, email, referral or at an event: it is priced with the same comparison as the wizard.',
  sections: {
    business: 'Business details',
    contact: 'Contact',
    figures: 'Card payments',
    currentCosts: 'Current costs (if known)',
    choice: 'Provider and follow-up',
  },
  fields: {
    source: 'Source',
    businessName: 'Business name',
    businessType: 'Business type',
    businessSector: 'Sector',
    paymentStatus: 'Payment status',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    companyName: 'Company name',
    monthlyTurnover: 'Monthly card turnover (£)',
    transactionsPerMonth: 'Transactions per month',
    averageTransaction: 'Average transaction (£)',
    debitCardVolume: 'Debit cards (%)',
    creditCardVolume: 'Credit cards (%)',
    corporateCardVolume: 'Corporate cards (%)',
    numberOfTerminals: 'Number of terminals',
    currentProvider: 'Current provider',
    currentTotalMonthlyCost: 'Total paid a month (£)',
    currentDebitFee: 'Debit card fee (%)',
    currentCreditFee: 'Credit card fee (%)',
    currentAuthFee: 'Authorisation fee (pence)',
    currentMonthlyFees: 'Monthly fees (£)',
    currentTerminalRental: 'Terminal rental a month (£)',
    selectedProviderId: 'Chosen provider',
    timeline: 'Timeline',
    notes: 'Notes',
  },
  hints: {
    companyName: 'Left empty: the business name',
    split: 'Debit and credit add up to 100',
    selectedProvider: 'Optional: one of the 4 best quotes for these figures',
  },
  noProvider: 'Not chosen yet',
  notGiven: 'Not given',
  save: 'Create customer',
  created: (name: string): ToastText => ({ title: 'Customer Created', description: `${name} was priced and added with its quotes.` }),
  createFailed: (message?: string): ToastText => ({ title: 'Customer Not Created', description: message }),
  missing: { title: 'Missing information', description: 'Please fill in all required fields.' } satisfies ToastText,
} as const;
