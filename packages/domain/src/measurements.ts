// The range a real person's measurement can take, by kind: wide enough for a newborn or a patient in crisis,
// narrow enough to catch a slip of the keyboard (370 for 37.0 °C, 1750 for 175 cm). The patient's height and
// weight columns, the check-in sheet's vital signs and blood pressure all read their bounds from here.
export const MEASUREMENT_RANGES = {
  /** cm. */
  height: { min: 1, max: 300 },
  /** kg. */
  weight: { min: 0.1, max: 500 },
  /** Beats a minute. */
  pulse: { min: 20, max: 250 },
  /** °C. */
  temperature: { min: 30, max: 45 },
  /** Oxygen saturation, %. */
  spo2: { min: 50, max: 100 },
  /** Blood pressure, mmHg. */
  systolic: { min: 50, max: 300 },
  diastolic: { min: 20, max: 200 },
} as const satisfies Record<string, { min: number; max: number }>;
export type MeasurementKind = keyof typeof MEASUREMENT_RANGES;
