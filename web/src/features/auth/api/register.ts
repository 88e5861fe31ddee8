import type { AuthResponse } from '#shared/schemas/auth.ts';
import { apiRequest } from '@/lib/api-client';
import { REGISTER_TEXTS } from '../texts';

export interface Registration {
  name: string;
  email: string;
  password: string;
}

/** Creates the account; the caller then signs in with the same credentials (spec part A §7). */
export const registerAccount = ({ name, email, password }: Registration) =>
  apiRequest<AuthResponse>('/api/auth/register', {
    method: 'POST',
    body: { email: email.toLowerCase(), password, name },
    fallbackError: REGISTER_TEXTS.failed,
    expireSessionOn401: false,
  });
