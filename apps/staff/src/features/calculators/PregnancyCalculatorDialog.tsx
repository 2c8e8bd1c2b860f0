// Placeholder (issue N foundation): the pregnancy date calculator, by the calculators helper.
export function PregnancyCalculatorDialog(_: {
  open: boolean;
  /** Fills a date field with the due date 'YYYY-MM-DD', when the caller offers one. */
  onPick?: (dueDate: string) => void;
  onClose: () => void;
}) {
  return null;
}
