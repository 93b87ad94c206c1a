export * from './company.ts';
export * from './endpoints.ts';
export * from './errors.ts';
export * from './identity.ts';
export * from './paging.ts';
export * from './roles.ts';
export * from './shell.ts';
export * from './system.ts';
