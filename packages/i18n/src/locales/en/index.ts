import type { Shape } from '../../types';
import type vi from '../vi';
import activityLog from './activityLog';
import app from './app';
import appointments from './appointments';
import billing from './billing';
import booking from './booking';
import builtIn from './builtIn';
import catalog from './catalog';
import common from './common';
import dashboard from './dashboard';
import device from './device';
import devices from './devices';
import display from './display';
import eInvoices from './eInvoices';
import exam from './exam';
import formRenderer from './formRenderer';
import icd10 from './icd10';
import kiosk from './kiosk';
import labResults from './labResults';
import notifications from './notifications';
import offline from './offline';
import patients from './patients';
import people from './people';
import plans from './plans';
import prescriptions from './prescriptions';
import print from './print';
import printing from './printing';
import printTemplates from './printTemplates';
import queue from './queue';
import records from './records';
import reports from './reports';
import resources from './resources';
import resultSheets from './resultSheets';
import schedules from './schedules';
import screen from './screen';
import serviceOrders from './serviceOrders';
import staff from './staff';
import stock from './stock';
import stockFiles from './stockFiles';
import tab from './tab';
import ui from './ui';

const en: Shape<typeof vi> = {
  common,
  app,
  screen,
  tab,
  staff,
  ui,
  resources,
  catalog,
  people,
  records,
  patients,
  formRenderer,
  builtIn,
  schedules,
  queue,
  serviceOrders,
  resultSheets,
  prescriptions,
  printTemplates,
  printing,
  labResults,
  notifications,
  offline,
  activityLog,
  reports,
  dashboard,
  exam,
  icd10,
  stock,
  stockFiles,
  billing,
  eInvoices,
  appointments,
  booking,
  device,
  devices,
  plans,
  kiosk,
  display,
  print,
};

export default en;
