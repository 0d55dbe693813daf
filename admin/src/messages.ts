/** Texts of the back-office, word for word from the spec (back-office.md §2, §5, §6, §8). */

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
  // Not in the spec: the server asks for your current password when you change your own.
  currentPassword: 'Current password',
  currentPasswordHint: 'Needed to change your own password.',
  selfDeactivateHint: 'You cannot deactivate your own account.',
  deleteTitle: 'Delete User',
  deleteQuestion: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
  created: { title: 'User created', description: 'New CRM user has been created successfully.' } satisfies ToastText,
  updated: { title: 'User updated', description: 'User has been updated successfully.' } satisfies ToastText,
  deleted: { title: 'User deleted', description: 'User has been deleted successfully.' } satisfies ToastText,
  createFailed: (message?: string): ToastText => ({ title: 'Creation failed', description: message || 'Failed to create user.' }),
  updateFailed: (message?: string): ToastText => ({ title: 'Update failed', description: message || 'Failed to update user.' }),
  deleteFailed: (message?: string): ToastText => ({ title: 'Deletion failed', description: message || 'Failed to delete user.' }),
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

/** A signed-out visitor on a CRM screen other than the dashboard (spec §2 Email templates, §4). */
export const AUTH_REQUIRED = {
  heading: 'Authentication Required',
  text: 'Redirecting to login...',
} as const;

/** Accessible name of the spinner shown while the current user is checked (spec §2). */
export const CHECKING_ACCESS = 'Checking your access';

export const AUTH_ERROR = {
  heading: 'Authentication Error',
  text: 'Unable to verify your access. Please log in again.',
  button: 'Go to Login',
} as const;

/** Spec §9: redirects after login, on access denial and on authentication errors wait 1 second. */
export const REDIRECT_DELAY_MS = 1000;

/** The customer detail (spec §2, §5, §8). Texts the spec does not give are marked. */
export const CUSTOMER_DETAIL = {
  backToCustomers: 'Back to customers',
  tabs: { overview: 'Overview', communications: 'Communications', activity: 'Activity', actions: 'Actions' },
  // §5
  missingCallNotes: { title: 'Missing notes', description: 'Please add call notes before logging.' } satisfies ToastText,
  missingTaskInformation: { title: 'Missing information', description: 'Please fill in task title and due date.' } satisfies ToastText,
  // §8
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
  customerDeleted: { title: 'Customer Deleted' } satisfies ToastText,
  deleteFailed: (message?: string): ToastText => ({ title: 'Delete Failed', ...(message ? { description: message } : {}) }),
  // Not in the spec: a note has no toasts of its own there; the server's message for an empty note.
  noteAdded: { title: 'Note added' } satisfies ToastText,
  missingNoteText: { title: 'Missing notes', description: 'Please write the note before saving.' } satisfies ToastText,
  // Not in the spec: the irreversible-action dialog's words (§6 names the dialog only).
  deleteTitle: 'Delete Customer',
  deleteQuestion: (name: string) =>
    `Are you sure you want to delete ${name}? Its leads, quotes, tasks, activities and emails go with it. This action cannot be undone.`,
  // Not in the spec: the screen's states.
  loading: 'Loading customer',
  loadFailed: 'The customer could not be loaded.',
  retry: 'Try again',
} as const;
