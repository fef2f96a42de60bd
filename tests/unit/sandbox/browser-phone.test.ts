import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/server';
import { fastSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await fastSandbox();
});
afterAll(() => sandbox.close());

const get = (path: string, cookie?: string) =>
  fetch(sandbox.url + path, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

async function logIn(next: string): Promise<{ cookie: string; location: string | null }> {
  const response = await fetch(`${sandbox.url}/login.php`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ agent_id: 'agent-7', next }),
  });
  expect(response.status).toBe(302);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, location: response.headers.get('location') };
}

describe('browser-phone link', () => {
  it('redirects to the login page, which logs in and returns to the phone page', async () => {
    const first = await get('/integration.php?phone_number=966551234567');
    expect(first.status).toBe(302);
    const loginUrl = first.headers.get('location') ?? '';
    expect(loginUrl).toBe(
      `/login.php?next=${encodeURIComponent('/integration.php?phone_number=966551234567')}`,
    );

    const loginPage = await (await get(loginUrl)).text();
    expect(loginPage).toContain('<label for="agent_id">Agent ID</label>');
    expect(loginPage).toContain('Log in</button>');
    expect(loginPage).toContain('value="/integration.php?phone_number=966551234567"');

    const { cookie, location } = await logIn('/integration.php?phone_number=966551234567');
    expect(cookie).toMatch(/^vcs_session=.+/);
    expect(location).toBe('/integration.php?phone_number=966551234567');

    const phone = await get(location ?? '', cookie);
    expect(phone.status).toBe(200);
    expect(phone.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await phone.text()).toContain('<h1>Calling +966551234567</h1>');
  });

  it.each([
    ['966551234567', '+966551234567'],
    ['00966551234567', '+966551234567'],
    ['%2B966551234567', '+966551234567'],
    ['201001234567', '+201001234567'],
  ])('shows phone_number=%s as %s', async (raw, shown) => {
    const { cookie } = await logIn('/');
    const page = await (await get(`/integration.php?phone_number=${raw}`, cookie)).text();
    expect(page).toContain(`<h1>Calling ${shown}</h1>`);
  });

  it('answers 400 with an HTML page when phone_number is missing or not a number', async () => {
    for (const query of ['', '?phone_number=', '?phone_number=<script>alert(1)</script>']) {
      const response = await get(`/integration.php${query}`);
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).toContain('phone_number');
      expect(text).not.toContain('<script>');
    }
  });

  it('escapes what it echoes and only returns to paths on its own origin', async () => {
    const page = await (await get('/login.php?next=%22%3E%3Cscript%3Ex%3C%2Fscript%3E')).text();
    expect(page).not.toContain('<script>');
    for (const next of ['https://evil.test/', '//evil.test/', '/\\evil.test']) {
      const response = await fetch(`${sandbox.url}/login.php`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ agent_id: 'a', next }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('shows the agent id escaped, never as markup', async () => {
    const login = await fetch(`${sandbox.url}/login.php`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ agent_id: '<img src=x onerror=alert(1)>', next: '/' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const text = await (await get('/integration.php?phone_number=966551234567', cookie)).text();
    expect(text).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(text).not.toContain('<img');
  });

  it('refuses an empty agent id', async () => {
    const response = await fetch(`${sandbox.url}/login.php`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ agent_id: ' ' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('does not accept a made-up session cookie', async () => {
    const response = await get('/integration.php?phone_number=966551234567', 'vcs_session=forged');
    expect(response.status).toBe(302);
  });
});
