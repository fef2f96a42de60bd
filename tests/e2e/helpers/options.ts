/** Page object for the options page: fields by their visible English labels. */
import { expect, type Locator, type Page } from '@playwright/test';

export const OPTION_LABELS = {
  token: 'API token',
  ecommerceUrl: 'Order confirmation service URL',
  bridgeUrl: 'Bridge service URL',
  dispatchUrl: 'Dispatch service URL',
  webrtcUrl: 'Browser phone URL',
  orderFlowId: 'Order confirmation call flow',
  bridgeFlowId: 'Bridge call flow',
  bridgeDurationMinutes: 'Bridge duration (minutes)',
  serviceTimeZone: 'Service time zone',
  orderTries: 'Order tries',
  orderTryDelayMinutes: 'Minutes between tries',
  dispatchWebhookUrl: 'Dispatch webhook URL',
  agentName: 'Your name',
  agentNumber: 'Your phone number',
  defaultCountry: 'Default country',
  clickAction: 'When I click a number',
  language: 'Language',
  notifications: 'Notify me when a call ends',
} as const;
export type OptionField = keyof typeof OPTION_LABELS;
const ADDRESSES: readonly OptionField[] = ['ecommerceUrl', 'bridgeUrl', 'dispatchUrl', 'webrtcUrl'];

export class OptionsPage {
  constructor(readonly page: Page) {}

  static async open(openExtensionPage: (path: string) => Promise<Page>): Promise<OptionsPage> {
    const options = new OptionsPage(await openExtensionPage('options.html'));
    await options.ready();
    return options;
  }

  /** Waits until the settings are loaded and the form is shown. */
  async ready(): Promise<void> {
    await this.field('token').waitFor();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.ready();
  }

  field(name: OptionField): Locator {
    return this.page.getByLabel(OPTION_LABELS[name], { exact: true });
  }

  /** "One address for all services" (a checkbox). */
  get oneAddress(): Locator {
    return this.page.getByLabel('One address for all services', { exact: true });
  }

  /** The single address field shown while "One address for all services" is on. */
  get oneAddressField(): Locator {
    return this.page.getByLabel('Service URL (all services)', { exact: true });
  }

  /**
   * Fills text fields and picks select options by value. An address is typed into its own field:
   * "One address for all services" is turned off first when it is on.
   */
  async fill(values: Partial<Record<OptionField, string>>): Promise<void> {
    for (const [name, value] of Object.entries(values) as [OptionField, string][]) {
      if (ADDRESSES.includes(name) && (await this.oneAddress.isChecked())) {
        await this.oneAddress.uncheck();
      }
      const field = this.field(name);
      if ((await field.evaluate((node) => node.tagName)) === 'SELECT') {
        await field.selectOption(value);
      } else {
        await field.fill(value);
      }
    }
  }

  /** The message shown next to a field (its aria-describedby error). */
  fieldError(name: OptionField): Locator {
    return this.page.locator(`#${name}-error`);
  }

  get saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save settings' });
  }

  get testConnectionButton(): Locator {
    return this.page.getByRole('button', { name: 'Test connection' });
  }

  /** The outcome of the last save (success, or the error summary). */
  get saveSummary(): Locator {
    return this.page.locator('#save-summary');
  }

  /** The box around the connection test's results (coloured by its class). */
  get connectionSummary(): Locator {
    return this.page
      .locator('.db-connection-test .db-status')
      .filter({ has: this.page.locator('ul') });
  }

  /** A message from the connection test that is not a per-host result (nothing was sent). */
  get connectionNotice(): Locator {
    return this.page
      .locator('.db-connection-test .db-status')
      .filter({ hasNot: this.page.locator('ul') });
  }

  /** One line of the connection test. */
  connectionResult(host: 'bridge' | 'ecommerce' | 'dispatch' | 'webrtc'): Locator {
    return this.page.locator(`.db-connection-test li[data-host="${host}"]`);
  }

  async save(): Promise<void> {
    await this.saveButton.click();
  }

  /** Runs the connection test and waits for its new result (not the previous one). */
  async testConnection(): Promise<void> {
    const area = this.page.locator('.db-connection-test');
    const before = Number(await area.getAttribute('data-finished'));
    await this.testConnectionButton.click();
    await expect(area).toHaveAttribute('data-finished', String(before + 1), { timeout: 20_000 });
  }
}
