export * from './company.ts';
export * from './errors.ts';
export * from './system.ts';
