export * from './ability';
