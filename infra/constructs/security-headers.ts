import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { SECURITY_HEADERS } from '../local/static-files.ts';

const header = (name: string): string => {
  const value = SECURITY_HEADERS[name];
  if (!value) throw new Error(`SECURITY_HEADERS has no ${name}`);
  return value;
};

const referrerPolicy = (value: string): cloudfront.HeadersReferrerPolicy => {
  const known = Object.values(cloudfront.HeadersReferrerPolicy) as string[];
  if (!known.includes(value)) throw new Error(`CloudFront does not support Referrer-Policy ${value}`);
  return value as cloudfront.HeadersReferrerPolicy;
};

/** The CSP directives that reach the media bucket: playback of a recording, the mailbox file's presigned PUT. */
export const MEDIA_DIRECTIVES = ['media-src', 'connect-src'] as const;

/**
 * The local runtime's CSP with `mediaOrigin` added to MEDIA_DIRECTIVES: in production a recording plays from,
 * and a mailbox file is uploaded to, the media bucket's own origin (presigned URLs,
 * functions/lib/ports/blob-store-s3.ts), where locally both are served by the app itself.
 */
export const contentSecurityPolicy = (mediaOrigin?: string): string => {
  const csp = header('content-security-policy');
  if (!mediaOrigin) return csp;
  return csp
    .split(/;\s*/)
    .map((directive) =>
      (MEDIA_DIRECTIVES as readonly string[]).includes(directive.split(' ')[0] ?? '')
        ? `${directive} ${mediaOrigin}`
        : directive,
    )
    .join('; ');
};

export interface SecurityHeadersOptions {
  /** The media bucket's origin (`https://<bucket>.s3.<region>.amazonaws.com`), allowed by MEDIA_DIRECTIVES. */
  mediaOrigin?: string;
  /** Headers added to these (the public listen pages' `X-Robots-Tag`). */
  extra?: Record<string, string>;
}

/**
 * The response headers CloudFront adds to every answer (site and API): the same CSP (plus the media bucket's
 * origin), Referrer-Policy and Permissions-Policy, Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy
 * as the local runtime (infra/local/static-files.ts), plus HSTS, which only makes sense over HTTPS.
 */
export const securityHeadersPolicy = (
  scope: Construct,
  id: string,
  options: SecurityHeadersOptions = {},
): cloudfront.ResponseHeadersPolicy => {
  if (header('x-frame-options') !== 'DENY') throw new Error('Only X-Frame-Options DENY is mapped');
  return new cloudfront.ResponseHeadersPolicy(scope, id, {
    comment: options.extra ? 'Walt security headers, public listen pages' : 'Walt security headers',
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy(options.mediaOrigin),
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: referrerPolicy(header('referrer-policy')), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Permissions-Policy', value: header('permissions-policy'), override: true },
        {
          header: 'Cross-Origin-Opener-Policy',
          value: header('cross-origin-opener-policy'),
          override: true,
        },
        {
          header: 'Cross-Origin-Resource-Policy',
          value: header('cross-origin-resource-policy'),
          override: true,
        },
        ...Object.entries(options.extra ?? {}).map(([name, value]) => ({
          header: name,
          value,
          override: true,
        })),
      ],
    },
  });
};
