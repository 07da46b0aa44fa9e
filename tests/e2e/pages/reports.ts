import { expect, type Locator, type Page } from '@playwright/test';

/** reports22: the Report form on object pages, the moderation reports list and a report's page. */
export class ReportsPage {
  constructor(readonly page: Page) {}

  /** Opens the report form from the page shown now. */
  async openForm(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async fill(dialog: Locator, report: { category: string; message: string; email?: string }): Promise<void> {
    await dialog.getByLabel('Category').selectOption({ label: report.category });
    await dialog.getByLabel('Message').fill(report.message);
    if (report.email !== undefined) await dialog.getByLabel('Your e-mail').fill(report.email);
    await dialog.getByRole('button', { name: 'Submit report' }).click();
  }

  async openList(query = ''): Promise<void> {
    await this.page.goto(`/manage/moderation/reports${query}`);
    await expect(this.page.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible();
  }

  cards(): Locator {
    return this.page.locator('.report-card');
  }

  card(text: string): Locator {
    return this.cards().filter({ hasText: text });
  }

  /** Opens the report of the card that shows `text`. */
  async openReport(text: string): Promise<void> {
    await this.card(text)
      .getByRole('link', { name: /^Report #/ })
      .click();
    await expect(this.page.getByRole('heading', { name: /^Report #\d+$/, level: 2 })).toBeVisible();
  }

  status(): Locator {
    return this.page.locator('.report-page__header .report-status');
  }

  /** What the report page says under "Assigned to". */
  assignedTo(): Locator {
    return this.page.locator('.report-facts dt:text-is("Assigned to") + dd');
  }

  notes(): Locator {
    return this.page.getByRole('region', { name: 'Internal notes' });
  }

  async addNote(text: string): Promise<void> {
    await this.notes().getByLabel('Add a note').fill(text);
    await this.notes().getByRole('button', { name: 'Add note' }).click();
    await expect(this.notes().getByText(text)).toBeVisible();
  }
}
