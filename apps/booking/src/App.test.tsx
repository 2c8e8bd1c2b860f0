import { describeAppShell } from '@clinic/ui/testing';
import App from './App';

describeAppShell('booking', App, { subtitle: 'Đặt lịch khám', heading: 'Đặt lịch khám trực tuyến' });
