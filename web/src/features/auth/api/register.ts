import type { register } from '#shared/contract/auth.ts';
import type { BodyOf } from '#shared/contract/endpoint.ts';
import { auth } from '#shared/contract/routes/auth.ts';
import { callEndpoint } from '@/lib/api-client';
import { REGISTER_TEXTS } from '../texts';

export type Registration = BodyOf<typeof register>;

/** Creates the account; the caller then signs in with the same credentials (spec part A §7). */
export const registerAccount = ({ name, email, password }: Registration) =>
  callEndpoint(auth.register, {
    body: { email: email.toLowerCase(), password, name },
    fallbackError: REGISTER_TEXTS.failed,
    expireSessionOn401: false,
  });
