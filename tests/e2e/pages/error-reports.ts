import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A build of the client that reports to the demo pod's test collector, every trace sampled. */
export const REPORTING_DIST = resolve('test-results/.error-reports-dist');

export function buildReportingClient(): void {
  execFileSync('npx', ['vite', 'build', '--outDir', REPORTING_DIST, '--emptyOutDir', '--logLevel', 'error'], {
    env: {
      ...process.env,
      VITE_SHOAL_REPORT_URL: '/__test__/error-reports',
      VITE_SHOAL_TRACING_SAMPLE_RATE: '1',
    },
    stdio: 'pipe',
  });
}

export async function serveBuild(request: APIRequestContext, dir: string): Promise<void> {
  expect((await request.post('/__test__/static', { data: { dir } })).status()).toBe(204);
}

export interface Collected {
  kind: 'error' | 'feedback' | 'trace';
  [key: string]: unknown;
}

export async function collectedReports(request: APIRequestContext): Promise<Collected[]> {
  const answer = await request.get('/__test__/error-reports');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Collected[];
}

export class ErrorReportsPage {
  constructor(readonly page: Page) {}

  get prompt() {
    return this.page.getByRole('region', { name: 'Send error reports?' });
  }

  get unexpected() {
    return this.page.getByRole('alert').filter({ hasText: 'An unexpected error occurred.' });
  }

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Leave feedback' });
  }

  async answerPrompt(choice: 'Allow' | 'Deny'): Promise<void> {
    await expect(this.prompt).toBeVisible({ timeout: 15_000 });
    await this.prompt.getByRole('button', { name: choice }).click();
    await expect(this.prompt).toBeHidden();
  }

  async consentCookie(): Promise<string | undefined> {
    return (await this.page.context().cookies()).find((cookie) => cookie.name === 'allow-tracing')?.value;
  }

  /** An exception nothing handles, thrown from a timer of the page. */
  async throwUnhandled(message: string): Promise<void> {
    await this.page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      }, 0);
    }, message);
  }

  /** A rejection nothing handles. */
  async rejectUnhandled(reason: { name: string; message: string }): Promise<void> {
    await this.page.evaluate(({ name, message }) => {
      const error = new Error(message);
      error.name = name;
      void Promise.reject(error);
    }, reason);
  }

  /** An image whose address answers 404, in the page; settles once the browser gave up on it. */
  async breakAnImage(): Promise<void> {
    await this.page.evaluate(
      () =>
        new Promise<void>((settle) => {
          const image = document.createElement('img');
          image.alt = 'broken';
          image.addEventListener('error', () => settle());
          image.src = `/media/missing-${Date.now()}.png`;
          document.querySelector('main')?.append(image);
        }),
    );
  }
}
