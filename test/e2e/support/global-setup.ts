import { startProduct } from './product.ts';
import { ensureWebBuild } from './web-build.ts';

/** Builds the web app if needed and starts the product once for the whole browser suite. */
export default async function globalSetup() {
  ensureWebBuild();
  const product = await startProduct();
  process.env.E2E_BASE_URL = product.url;
  process.env.E2E_CONTROL_URL = product.controlUrl;
  return async () => {
    await product.stop();
  };
}
