import './global.css';

export { ApiStatus, type ApiStatusProps } from './components/ApiStatus/ApiStatus';
export {
  type ApiHealth,
  checkApiHealth,
  type UseApiHealthOptions,
  useApiHealth,
} from './components/ApiStatus/useApiHealth';
export { AppHeader, type AppHeaderProps } from './components/AppHeader/AppHeader';
export { Avatar, type AvatarProps, type AvatarSize } from './components/Avatar/Avatar';
export { initials } from './components/Avatar/initials';
export { AvatarUpload, type AvatarUploadProps } from './components/AvatarUpload/AvatarUpload';
export { Badge, type BadgeProps } from './components/Badge/Badge';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from './components/Button/Button';
export { Card, type CardProps } from './components/Card/Card';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export {
  Combobox,
  type ComboboxOption,
  type ComboboxProps,
  type ComboboxValue,
} from './components/Combobox/Combobox';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { Calendar, type CalendarProps } from './components/DatePicker/Calendar';
export { DatePicker, type DatePickerProps } from './components/DatePicker/DatePicker';
export { Drawer, type DrawerProps } from './components/Drawer/Drawer';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { FormField, type FormFieldProps } from './components/FormField/FormField';
export { type FieldContextValue, useFieldControl } from './components/FormField/FormFieldContext';
export { Icon, type IconName, type IconProps, type IconSize } from './components/Icon/Icon';
export { iconNames } from './components/Icon/paths';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
} from './components/IconButton/IconButton';
export { type ControlSize, Input, type InputProps } from './components/Input/Input';
export { LanguageSwitch, type LanguageSwitchProps } from './components/LanguageSwitch/LanguageSwitch';
export { Logo, type LogoProps, type LogoSize } from './components/Logo/Logo';
export { Modal, type ModalProps } from './components/Modal/Modal';
export { Notice, type NoticeProps } from './components/Notice/Notice';
export { NumberInput, type NumberInputProps } from './components/NumberInput/NumberInput';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';
export { PasswordInput, type PasswordInputProps } from './components/PasswordInput/PasswordInput';
export { DateTimeInput, type DateTimeInputProps } from './components/PropertyForm/DateTimeInput';
export { ImagesInput, type ImagesInputProps } from './components/PropertyForm/ImagesInput';
export {
  type DateAction,
  PropertyField,
  type PropertyFieldProps,
} from './components/PropertyForm/PropertyField';
export { PropertyForm } from './components/PropertyForm/PropertyForm';
export { EMPTY_VALUE, PropertyValueView } from './components/PropertyForm/PropertyValueView';
export {
  type FileUploader,
  type PropertyFormProps,
  useFileUrl,
} from './components/PropertyForm/uploads';
export { VideoInput, type VideoInputProps } from './components/PropertyForm/VideoInput';
export { validatePropertyValues } from './components/PropertyForm/validatePropertyValues';
export { Radio, type RadioProps } from './components/Radio/Radio';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/Radio/RadioGroup';
export type { RadioValue } from './components/Radio/RadioGroupContext';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { StatusBadge, type StatusBadgeProps } from './components/StatusBadge/StatusBadge';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { SymptomInput, type SymptomInputProps } from './components/SymptomInput/SymptomInput';
export { tidySymptom } from './components/SymptomInput/symptomText';
export {
  type SortDirection,
  Table,
  type TableColumn,
  type TableProps,
  type TableSort,
} from './components/Table/Table';
export { type TabItem, Tabs, type TabsProps } from './components/Tabs/Tabs';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea';
export { TimePicker, type TimePickerProps } from './components/TimePicker/TimePicker';
export { Toaster, type ToasterProps } from './components/Toast/Toaster';
export {
  createToastApi,
  createToastStore,
  ERROR_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  type ToastApi,
  type ToastItem,
  type ToastOptions,
  type ToastStore,
  type ToastType,
  toast,
  toastStore,
} from './components/Toast/toast';
export { foldVietnamese, matchesSearch, translateText } from './text';
export { breakpoints, media, type Tone, tones, transitionMs, vars } from './theme.css';
export { useDocumentTitle } from './useDocumentTitle';
export { type UseT, useT } from './useT';
export { visuallyHidden } from './utils.css';
