import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { inlineCloudFrontFunction } from './inline-function.ts';

/**
 * Client-side routes (`/stories/42`) have no file in the bucket: a path whose last segment has no dot is
 * served index.html. Done per request on the site behaviour only, not with distribution-wide error
 * responses, which would turn the API's 404s and 403s into the HTML shell.
 */
const SOURCE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('.', uri.lastIndexOf('/') + 1) === -1) request.uri = '/index.html';
  return request;
}`;

export const spaFallbackFunction = (scope: Construct, id: string): cloudfront.Function =>
  inlineCloudFrontFunction(scope, id, 'Serve index.html for client-side routes', SOURCE);

/** The same rule in plain JavaScript, so tests can exercise the function's code. */
export const spaFallbackSource = SOURCE;
