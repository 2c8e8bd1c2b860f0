import type { ValueOf } from './util';

// General enumerations. Numbers are the stored values; never renumber them.

export const Gender = { Male: 0, Female: 1 } as const;
export type Gender = ValueOf<typeof Gender>;

/** Users and the many entities that can be enabled or disabled. */
export const ActiveStatus = { Inactive: 500, Active: 1000 } as const;
export type ActiveStatus = ValueOf<typeof ActiveStatus>;

/** 'Actived' is the stored spelling. */
export const ClinicStatus = { Developing: 0, Actived: 1, Inactive: 2 } as const;
export type ClinicStatus = ValueOf<typeof ClinicStatus>;

export const TaskLane = { Todo: 'todo', Doing: 'doing', Done: 'done' } as const;
export type TaskLane = ValueOf<typeof TaskLane>;
