import { createContext, type ReactNode, useContext } from 'react';
import { type Ability, type Action, buildAbility, type Subject } from './ability';

/** Outside a provider, and before permissions load, nothing is allowed. */
const AbilityContext = createContext<Ability>(buildAbility(undefined));

export interface AbilityProviderProps {
  /** Build a new ability when permissions change; every <Can> and useCan below re-renders. */
  ability: Ability;
  children?: ReactNode;
}

export function AbilityProvider({ ability, children }: AbilityProviderProps) {
  return <AbilityContext.Provider value={ability}>{children}</AbilityContext.Provider>;
}

export function useAbility(): Ability {
  return useContext(AbilityContext);
}

/** Whether the signed-in user may do `action` on `subject` (optionally one field of it). */
export function useCan(action: Action, subject: Subject, field?: string): boolean {
  return useAbility().can(action, subject, field);
}

export interface CanProps {
  I: Action;
  a: Subject;
  field?: string;
  /** Show the children when the action is NOT allowed. */
  not?: boolean;
  children?: ReactNode;
}

/** Renders its children only when the ability allows `I` on `a` (or, with `not`, only when it does not). */
export function Can({ I, a, field, not = false, children }: CanProps) {
  const allowed = useCan(I, a, field);
  return allowed !== not ? children : null;
}
