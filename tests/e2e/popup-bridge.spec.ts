/**
 * The popup's quick bridge against the sandbox: call now (agent first), schedule and watch the
 * call be placed, edit a scheduled call, cancel one.
 */
import { AGENT, CUSTOMER, expect, openPopup, test, writes } from './popup.helpers';

test('a bridge placed now reaches the service, agent first, and the result shows its id and status', async ({
  sandbox,
  openExtensionPage,
  configure,
}) => {
  const page = await openPopup({ sandbox, openExtensionPage, configure });
  const form = page.getByRole('tabpanel', { name: 'Bridge' });
  await expect(form.getByLabel('Agent number')).toHaveValue(AGENT.number);
  await expect(form.getByLabel('Agent name')).toHaveValue(AGENT.name);
  await expect(form.getByLabel('Call flow')).toHaveValue('flow-bridge');
  await form.getByLabel('Customer number').fill(CUSTOMER.input);
  await form.getByLabel('Customer name').fill(CUSTOMER.name);
  await form.getByRole('button', { name: 'Call now' }).dblclick();

  const result = form.getByRole('status').filter({ hasText: 'Call created.' });
  await expect(result).toBeVisible();
  const callId = (await result.getByTestId('call-id').textContent()) ?? '';
  expect(sandbox.calls.has(callId)).toBe(true);
  const sent = writes(sandbox, '/api/v1/call/bridge');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.form).toMatchObject({
    first_callee_number: AGENT.number,
    first_callee_name: AGENT.name,
    second_callee_number: CUSTOMER.dial,
    second_callee_name: CUSTOMER.name,
    call_flow_id: 'flow-bridge',
    duration: '10',
  });
  expect(sent[0]!.form.call_time).toBeUndefined();

  await page.getByRole('tab', { name: 'Calls' }).click();
  const row = page.locator(`#call-${callId}`);
  await expect(row).toContainText(CUSTOMER.name);
  await expect(row.locator('.popup-badge')).toHaveText(/Answered/);
});
