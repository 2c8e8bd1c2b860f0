/**
 * The app's notion of "now". Code reads the time only through the clock in the app's deps (or `tx.now`, the
 * moment its unit of work began), never from the system directly, so tests can fix or move it
 * (clock.test.ts checks this).
 */
export type Clock = () => Date;

/** The real clock: the one place the API asks the system for the time. */
export const systemClock: Clock = () => new Date();
