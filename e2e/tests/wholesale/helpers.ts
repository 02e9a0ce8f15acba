import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { orderBody, windowItem } from '../../../shared/src/testing/wholesale-order';
import { API_URL } from '../../support/env';
import { signInAs } from '../../support/session';
import { latestMessage, outboxMark, sixDigitCode } from '../../support/outbox';

export const STAFF = { email: 'admin@demo.test', password: 'Demo1234!' };

interface Envelope<T> {
  data: T;
  info: { status: number; message?: string };
}

async function json<T>(response: {
  ok(): boolean;
  status(): number;
  json(): Promise<unknown>;
  url(): string;
}) {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}`);
  return ((await response.json()) as Envelope<T>).data;
}

/** Signs staff in: their stored session, or through /login the first time (ADR 216). */
export async function signInStaff(page: Page): Promise<void> {
  await signInAs(page, STAFF.email, STAFF.password);
}

/** The API as a signed-in staff member of the demo organisation. */
export async function staffApi(): Promise<{
  api: APIRequestContext;
  headers: Record<string, string>;
}> {
  const api = await request.newContext({ baseURL: API_URL });
  const login = await json<{ user: { token: string } }>(
    await api.post('/auth/login', {
      data: {
        email: STAFF.email,
        password: STAFF.password,
        device_token: 'e2e-wholesale',
        device_type: 'web',
      },
    }),
  );
  return { api, headers: { authorization: `Bearer ${login.user.token}` } };
}

export interface TestCustomer {
  id: number;
  key: string;
  mobile: string;
  fullName: string;
}

/** A customer of its own (own mobile, own link), so each spec has its own data. */
export async function newCustomer(fullName: string): Promise<TestCustomer> {
  const { api, headers } = await staffApi();
  const [group] = await json<Array<{ id: number }>>(
    await api.get('/wholesale/pricing-groups', { headers }),
  );
  const unique = `${Date.now()}`.slice(-7) + String(Math.floor(Math.random() * 10));
  // Not every 04 number is a mobile (0446…, 0479… are unassigned and the API refuses them as
  // 'Please enter a valid phone number'), so the unique part goes after a block that is: 0412.
  const mobile = `+61412${unique.slice(-6)}`;
  const customer = await json<{ id: number }>(
    await api.post('/wholesale/customers', {
      headers,
      data: {
        full_name: fullName,
        email: `trade${unique}@example.test`,
        mobile,
        pricing_group_id: group.id,
      },
    }),
  );
  const link = await json<{ key: string }>(
    await api.post(`/wholesale/customers/${customer.id}/links`, { headers }),
  );
  await api.dispose();
  return { id: customer.id, key: link.key, mobile, fullName };
}

export function portalPath(customer: TestCustomer): string {
  return `/public/wholesale?key=${encodeURIComponent(customer.key)}`;
}

export function orderPath(customer: TestCustomer, id: number | string): string {
  return `/public/wholesale/${id}/details?key=${encodeURIComponent(customer.key)}`;
}

async function typeCode(page: Page, group: string, code: string): Promise<void> {
  await page
    .getByRole('group', { name: group })
    .getByRole('textbox', { name: 'Digit 1 of 6' })
    .click();
  await page.keyboard.type(code);
}

/** Opens the customer page and verifies the mobile with the code from the outbox. */
export async function verifyInPortal(page: Page, customer: TestCustomer): Promise<void> {
  await page.goto(portalPath(customer));
  const dialog = page.getByRole('dialog', { name: 'Account Verification Required' });
  await expect(
    dialog.getByText(`phone number ending in ${customer.mobile.slice(-3)}`),
  ).toBeVisible();
  const mark = await outboxMark(customer.mobile);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(dialog.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
  const code = sixDigitCode((await latestMessage(customer.mobile, 'sms', mark)).body);
  await typeCode(page, 'One-time code', code);
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
}

/** Verifies a submitted order with the code texted at its submit. */
export async function verifyOrder(
  page: Page,
  customer: TestCustomer,
  sinceId: number,
): Promise<void> {
  const code = sixDigitCode((await latestMessage(customer.mobile, 'sms', sinceId)).body);
  await typeCode(page, 'Order verification code', code);
  await expect(page.getByText('This order has been verified.')).toBeVisible();
}

/** The customer session token the portal keeps (local storage values are base64 of JSON). */
export async function portalToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('wholesale_token'));
  if (!stored) throw new Error('no wholesale session on the page');
  return JSON.parse(Buffer.from(stored, 'base64').toString('utf8')) as string;
}

/**
 * Chooses an option of an antd select by its control id, and waits until the select shows it:
 * on a busy machine a click can land while the dropdown opens, or a dependent list can reload
 * and clear the choice (a product change clears the application), so the pick is retried.
 */
export async function pick(page: Page, id: string, option: string): Promise<void> {
  const field = page.locator('.ant-select').filter({ has: page.locator(`#${id}`) });
  await expect(async () => {
    if (!(await field.getByTitle(option, { exact: true }).count())) {
      await page.locator(`#${id}`).click();
      await page
        .locator('.ant-select-dropdown:visible')
        .getByTitle(option, { exact: true })
        .click({ timeout: 5000 });
    }
    // A multiple select stays open for more choices.
    if (await page.locator('.ant-select-dropdown:visible').count())
      await page.keyboard.press('Escape');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 2000 });
    await expect(field.getByTitle(option, { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

export interface WindowItem {
  location: string;
  height: number;
  width: number;
}

/** Fills one item as a Crimsafe Regular window screen in Pearl White. */
export async function fillWindow(page: Page, itemNumber: number, item: WindowItem): Promise<void> {
  const id = (field: string) => `item-${itemNumber}-${field}`;
  await page.locator(`#${id('label')}`).fill(item.location);
  await pick(page, id('product'), 'Crimsafe Regular');
  await pick(page, id('application'), 'Window Screen');
  await pick(page, id('color'), 'Pearl White');
  await page.locator(`#${id('panel-1-height')}`).fill(String(item.height));
  await page.locator(`#${id('panel-1-width')}`).fill(String(item.width));
  // The application list reloads after the product: check the choice held.
  await pick(page, id('application'), 'Window Screen');
}

export interface StaffOrder {
  status_name: string;
  order_name: string;
  order_raw_data: string;
  job_id: number | null;
  pricing: { items: Array<{ item_number: number; price: number }> };
}

/** The order as staff see it through the API. */
export async function staffOrder(id: number): Promise<StaffOrder> {
  const { api, headers } = await staffApi();
  const order = await json<StaffOrder>(
    await api.get(`/wholesale/order/${id}/details`, { headers }),
  );
  await api.dispose();
  return order;
}

/** A submitted (and optionally verified, or approved) order made through the API, for the staff journeys. */
export async function submittedOrder(
  customer: TestCustomer,
  options: { name: string; approve?: boolean; token?: string },
): Promise<number> {
  const api = await request.newContext({ baseURL: API_URL });
  let token = options.token;
  if (!token) {
    const mark = await outboxMark(customer.mobile);
    await api.post('/wholesale-customers/send-otp', { data: { key: customer.key } });
    const otp = sixDigitCode((await latestMessage(customer.mobile, 'sms', mark)).body);
    ({ token } = await json<{ token: string }>(
      await api.post('/wholesale-customers/verify-otp', { data: { key: customer.key, otp } }),
    ));
  }
  const headers = { 'x-wholesale-token': token };
  const options_ = await json<{
    products: Array<{ id: number; name: string }>;
    applications: Array<{ id: number; name: string }>;
    colours: Array<{ id: number; name: string }>;
  }>(await api.get('/wholesale-customers/dropdown-options', { headers }));
  const ids = {
    product: options_.products.find((p) => p.name === 'Crimsafe Regular')!.id,
    application: options_.applications.find((a) => a.name === 'Window Screen')!.id,
    color: options_.colours.find((c) => c.name === 'Pearl White')!.id,
  };
  const order = orderBody([windowItem(1, ids, { label: 'Kitchen' })], 1, {
    order_name: options.name,
    order_phone: customer.mobile,
    order_reference: customer.fullName,
  });
  const orderMark = await outboxMark(customer.mobile);
  const { id } = await json<{ id: number }>(
    await api.post('/wholesale-customers/order/new/details', {
      headers,
      data: { key: customer.key, ...order, diagram_image: null },
    }),
  );
  const code = sixDigitCode((await latestMessage(customer.mobile, 'sms', orderMark)).body);
  await json(
    await api.post('/wholesale-customers/verify-order-otp', {
      headers,
      data: { order_id: id, otp: code },
    }),
  );
  if (options.approve) {
    const staff = await staffApi();
    await json(await staff.api.patch(`/wholesale/order/${id}/convert`, { headers: staff.headers }));
    await staff.api.dispose();
  }
  await api.dispose();
  return id;
}
