import type { QueueName } from '#functions/lib/ports/queue.ts';
import type { Endpoint } from '#shared/contract/endpoint.ts';
import { auth, profile } from '#shared/contract/index.ts';

/** What a function may touch; CDK turns each entry into an IAM grant plus the env var that names it. */
export interface Access {
  table: 'read' | 'readWrite';
  queues?: QueueName[];
  /** Secrets beyond the session signing key, which every HTTP function reads. */
  secrets?: ('openai' | 'google')[];
  blobs?: 'read' | 'readWrite';
  mail?: boolean;
  /** KMS encrypt/decrypt for sealed secrets such as Gmail refresh tokens. */
  kms?: boolean;
}

/** One row per endpoint: the contract entry, the handler file (under functions/) and its access. */
export interface Route {
  endpoint: Endpoint;
  handler: string;
  access: Access;
  /** Seconds; the default suits plain reads and writes. */
  timeoutSeconds?: number;
  memoryMb?: number;
}

const SCRYPT_MEMORY_MB = 512;

export const routes: Route[] = [
  {
    endpoint: auth.register,
    handler: 'api/auth/register.ts',
    access: { table: 'readWrite' },
    memoryMb: SCRYPT_MEMORY_MB,
  },
  {
    endpoint: auth.login,
    handler: 'api/auth/login.ts',
    access: { table: 'readWrite' },
    memoryMb: SCRYPT_MEMORY_MB,
  },
  { endpoint: auth.status, handler: 'api/auth/status.ts', access: { table: 'readWrite' } },
  { endpoint: auth.logout, handler: 'api/auth/logout.ts', access: { table: 'readWrite' } },
  {
    endpoint: auth.forgotPassword,
    handler: 'api/auth/forgot-password.ts',
    access: { table: 'readWrite', mail: true },
  },
  {
    endpoint: auth.resetPassword,
    handler: 'api/auth/reset-password.ts',
    access: { table: 'readWrite' },
    memoryMb: SCRYPT_MEMORY_MB,
  },
  { endpoint: profile.getProfile, handler: 'api/profile/get-profile.ts', access: { table: 'readWrite' } },
  {
    endpoint: profile.updatePermissions,
    handler: 'api/profile/update-permissions.ts',
    access: { table: 'readWrite' },
  },
];

/** Logical id of a route's function: `auth.forgotPassword` → `AuthForgotPassword`. */
export const functionId = (route: Route): string =>
  route.endpoint.name
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
