import { describeAppShell } from '@clinic/ui/testing';
import App from './App';

describeAppShell('queue-display', App, {
  subtitle: 'Màn hình gọi số',
  heading: 'Xin mời quý khách chờ đến lượt',
});
