export * from './auth.js';
export * from './clinics.js';
export * from './groups.js';
export * from './platform.js';
export * from './records.js';
export * from './schedules.js';
export * from './setup.js';
export * from './users.js';
