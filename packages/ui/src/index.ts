import './global.css';

export { Avatar, type AvatarSize } from './components/Avatar/Avatar';
export { AvatarUpload } from './components/AvatarUpload/AvatarUpload';
export { Badge } from './components/Badge/Badge';
export {
  Button,
  type ButtonVariant,
  buttonClassName,
} from './components/Button/Button';
export { Card } from './components/Card/Card';
export { Checkbox } from './components/Checkbox/Checkbox';
export {
  Combobox,
  type ComboboxOption,
} from './components/Combobox/Combobox';
export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog';
export { DatePicker } from './components/DatePicker/DatePicker';
export { Drawer } from './components/Drawer/Drawer';
export { EmptyState } from './components/EmptyState/EmptyState';
export { FormField } from './components/FormField/FormField';
export { Icon, type IconName } from './components/Icon/Icon';
export { IconButton } from './components/IconButton/IconButton';
export { Input } from './components/Input/Input';
export { LanguageSwitch } from './components/LanguageSwitch/LanguageSwitch';
export { Logo } from './components/Logo/Logo';
export { Modal } from './components/Modal/Modal';
export { Notice } from './components/Notice/Notice';
export { NumberInput } from './components/NumberInput/NumberInput';
export { Pagination } from './components/Pagination/Pagination';
export { PasswordInput } from './components/PasswordInput/PasswordInput';
export { PropertyForm } from './components/PropertyForm/PropertyForm';
export {
  type FileUploader,
  useFileUrl,
} from './components/PropertyForm/uploads';
export { validatePropertyValues } from './components/PropertyForm/validatePropertyValues';
export { Radio } from './components/Radio/Radio';
export { RadioGroup } from './components/Radio/RadioGroup';
export { Select, type SelectOption } from './components/Select/Select';
export { Spinner } from './components/Spinner/Spinner';
export { StatusBadge } from './components/StatusBadge/StatusBadge';
export { Switch } from './components/Switch/Switch';
export { SymptomInput } from './components/SymptomInput/SymptomInput';
export { tidySymptom } from './components/SymptomInput/symptomText';
export {
  Table,
  type TableColumn,
  type TableSort,
} from './components/Table/Table';
export { Tabs } from './components/Tabs/Tabs';
export { Textarea } from './components/Textarea/Textarea';
export { TimePicker } from './components/TimePicker/TimePicker';
export { Toaster } from './components/Toast/Toaster';
export {
  toast,
  toastStore,
} from './components/Toast/toast';
export { foldVietnamese, matchesSearch, translateText } from './text';
export { type Tone, vars } from './theme.css';
export { useDocumentTitle } from './useDocumentTitle';
export { type UseT, useT } from './useT';
export { visuallyHidden } from './utils.css';
