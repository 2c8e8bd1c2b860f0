export {
  type AppUpdateState,
  type AppUpdateStore,
  appUpdate,
  createAppUpdateStore,
  startAppUpdates,
} from './app-update';
export {
  isLocalhost,
  NEW_CONTENT_MESSAGE,
  NO_NETWORK_MESSAGE,
  OFFLINE_READY_MESSAGE,
  type PwaEnvironment,
  type RegisterServiceWorkerOptions,
  registerServiceWorker,
  type ServiceWorkerHandle,
  type WorkboxLike,
} from './register';
export { UpdateBanner, type UpdateBannerProps, useAppUpdate } from './UpdateBanner';
