// The types of /print come from its contract (@clinic/domain/contracts).
export type {
  AppointmentPrint,
  CheckInSheetPrint,
  InvoicePrint,
  PrescriptionPrint,
  PrintClinic,
  PrintData,
  PrintDataOf,
  PrintPatient,
  PrintTemplateItem,
  PrintTemplates,
  PrintVisit,
  ResultSheetPrint,
  SetPrintTemplateRequest,
} from '@clinic/domain/contracts';
