export * from './ability';
export * from './react';
