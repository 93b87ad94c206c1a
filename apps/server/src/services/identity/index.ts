import type { Area } from '../context.ts';
import { registerAccountService } from './account.ts';
import { registerAuthService } from './auth.ts';
import { registerCompaniesService } from './companies.ts';
import { registerUsersService } from './users.ts';

export const identityArea: Area = {
  name: 'identity',
  registrations: [
    registerAuthService,
    registerUsersService,
    registerCompaniesService,
    registerAccountService,
  ],
};
