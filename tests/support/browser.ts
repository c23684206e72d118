/** Real Chromium (Debian's package) through playwright-core; never a downloaded browser build. */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches headless Chromium with the flags this closed network needs; closed after the file's tests. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run',
    ],
  });
  afterAll(() => browser.close());
  return browser;
}
