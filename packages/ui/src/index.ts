import './global.css';

export { ApiStatus, type ApiStatusProps } from './components/ApiStatus/ApiStatus';
export {
  type ApiHealth,
  checkApiHealth,
  type UseApiHealthOptions,
  useApiHealth,
} from './components/ApiStatus/useApiHealth';
export { AppHeader, type AppHeaderProps } from './components/AppHeader/AppHeader';
export { Badge, type BadgeProps } from './components/Badge/Badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button/Button';
export { Card, type CardProps } from './components/Card/Card';
export { LanguageSwitch, type LanguageSwitchProps } from './components/LanguageSwitch/LanguageSwitch';
export { Logo, type LogoProps, type LogoSize } from './components/Logo/Logo';
export { Modal, type ModalProps } from './components/Modal/Modal';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { breakpoints, media, type Tone, tones, vars } from './theme.css';
export { useDocumentTitle } from './useDocumentTitle';
export { type UseT, useT } from './useT';
export { visuallyHidden } from './utils.css';
