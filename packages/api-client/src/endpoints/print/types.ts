// The types of /print come from its contract (@clinic/domain/contracts).
export type {
  PrintDataOf,
  PrintTemplateItem,
  PrintTemplates,
  SetPrintTemplateRequest,
} from '@clinic/domain/contracts';
