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

/**
 * The response headers CloudFront adds to every answer (site and API): the same CSP, Referrer-Policy and
 * Permissions-Policy, Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy as the local runtime
 * (infra/local/static-files.ts), plus HSTS, which only makes sense
 * over HTTPS.
 */
export const securityHeadersPolicy = (scope: Construct, id: string): cloudfront.ResponseHeadersPolicy => {
  if (header('x-frame-options') !== 'DENY') throw new Error('Only X-Frame-Options DENY is mapped');
  return new cloudfront.ResponseHeadersPolicy(scope, id, {
    comment: 'Walt security headers',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: header('content-security-policy'), override: true },
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
      ],
    },
  });
};
