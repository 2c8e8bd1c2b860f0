export {
  appUpdate,
  createAppUpdateStore,
  startAppUpdates,
} from './app-update';
export { UpdateBanner, useAppUpdate } from './UpdateBanner';
