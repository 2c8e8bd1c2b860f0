import type { Shape } from '../../types';
import type vi from '../vi/ui';

const ui: Shape<typeof vi> = {
  actions: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
    clear: 'Clear',
  },
  field: {
    required: 'required',
  },
  empty: {
    title: 'No data',
    noResults: 'No matching results',
  },
  loading: 'Loading…',
  password: {
    show: 'Show password',
    hide: 'Hide password',
  },
  select: {
    placeholder: 'Select…',
  },
  symptomInput: {
    suggestions: 'Symptom suggestions',
    hint: 'Type to filter the suggestions, ↑ ↓ to move, Enter to add; free text is welcome too.',
  },
  combobox: {
    placeholder: 'Type to search…',
    toggle: 'Show options',
    clear: 'Clear selection',
    count: { one: '{{count}} result', other: '{{count}} results' },
  },
  datePicker: {
    placeholder: 'dd/mm/yyyy',
    open: 'Choose date',
    dialog: 'Choose a date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    today: 'Today',
    monthYear: '{{month}} {{year}}',
  },
  timePicker: {
    placeholder: 'hh:mm',
    open: 'Choose time',
    list: 'Times',
  },
  table: {
    sortAscending: 'Sort ascending',
    sortDescending: 'Sort descending',
    loading: 'Loading data…',
  },
  pagination: {
    label: 'Pagination',
    range: '{{from}}–{{to}} of {{total}}',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  confirm: {
    title: 'Confirm',
    typeName: 'Type "{{name}}" to confirm',
  },
  toast: {
    region: 'Notifications',
    close: 'Dismiss notification',
    default: 'Notice',
    success: 'Success',
    warning: 'Warning',
    info: 'Information',
    error: 'Error',
  },
  avatar: {
    fallback: 'Profile picture',
  },
  appointmentStatus: {
    notApproved: 'Not approved',
    approved: 'Approved',
    checkedIn: 'Checked in',
    inProgress: 'In progress',
    finished: 'Finished',
    canceled: 'Canceled',
    invalid: 'Invalid',
  },
};

export default ui;
