import { createContext, useContext } from 'react';

export type RadioValue = string | number;

export interface RadioGroupContextValue {
  name: string;
  value: RadioValue | null;
  onChange: (value: RadioValue) => void;
  disabled: boolean;
  invalid: boolean;
}

export const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export const useRadioGroup = () => useContext(RadioGroupContext);
