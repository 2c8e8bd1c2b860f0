import { describeAppShell } from '@clinic/ui/testing';
import App from './App';

describeAppShell('kiosk', App, { subtitle: 'Ki-ốt tiếp đón', heading: 'Xin chào quý khách' });
