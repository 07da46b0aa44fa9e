import { expect, type Page } from '@playwright/test';

export class LoginPage {
  constructor(readonly page: Page) {}

  async logIn(username: string, password: string): Promise<void> {
    await this.page.getByLabel('Username or e-mail address').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  /** Opens /login, logs in and waits for the library home. */
  async logInFromScratch(username: string, password: string): Promise<void> {
    await this.page.goto('/login');
    await this.logIn(username, password);
    await expect(this.page).toHaveURL(/\/library$/);
  }
}
