import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { inlineCloudFrontFunction } from './inline-function.ts';

/** The header that carries the Host the viewer asked for to the API and the streamed endpoints. */
export const VIEWER_HOST_HEADER = 'x-walt-viewer-host';

/**
 * API Gateway and function URLs answer only to their own Host, so CloudFront replaces the viewer's; and the
 * streamed endpoints are deployed before the distribution (they are its origins), so their APP_URL cannot
 * name it either. This viewer-request function, on every `/api` behaviour, passes the viewer's Host on in
 * VIEWER_HOST_HEADER, overwriting any value the viewer sent, so a function can tell a same-origin POST
 * (Origin `https://<that host>`) from a cross-site one. Trustworthy together with the secret origin header,
 * which proves CloudFront sent the request.
 */
const SOURCE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_HOST_HEADER}'] = { value: request.headers.host ? request.headers.host.value : '' };
  return request;
}`;

export const viewerHostFunction = (scope: Construct, id: string): cloudfront.Function =>
  inlineCloudFrontFunction(scope, id, 'Pass the viewer Host to the API and streamed endpoints', SOURCE);

/** The same code in plain JavaScript, so tests can exercise it. */
export const viewerHostSource = SOURCE;
