import { z } from 'zod/mini';
import { ROLES } from '../roles.ts';

export const roleSchema = z.enum(ROLES);
