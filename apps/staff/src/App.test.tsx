import { describeAppShell } from '@clinic/ui/testing';
import App from './App';

describeAppShell('staff', App, { subtitle: 'Ứng dụng nhân viên', heading: 'Chào mừng đến với ClinicOS' });
