// Placeholder (issue N foundation): the re-examination date calculator, by the calculators helper.
export function ReExamCalculatorDialog(_: {
  open: boolean;
  /** 'YYYY-MM-DD' to count from; today when absent. */
  from?: string;
  onPick: (date: string) => void;
  onClose: () => void;
}) {
  return null;
}
