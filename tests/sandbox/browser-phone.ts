// The browser-phone link (4.7): GET /integration.php?phone_number=… shows a small softphone page
// for a logged-in agent; without the vcs_session cookie it redirects to /login.php, which sets
// the cookie and sends the agent back. The interface leaves the page itself unstated.
import { randomUUID } from 'node:crypto';
import type { Exchange } from './exchange';
import { html, page } from './html';

export const SESSION_COOKIE = 'vcs_session';

/**
 * The number as the page shows it, '+' and digits, or null when it is not a number with a
 * country code. Accepts 966…, 00966… and +966… (section 4.7 allows 966 or 00966 for Saudi Arabia).
 */
export function displayNumber(raw: string | undefined): string | null {
  const digits = (raw ?? '').trim().replace(/^\+/, '').replace(/^00/, '');
  if (!/^\d{8,15}$/.test(digits) || digits.startsWith('0')) return null;
  return `+${digits}`;
}

export class BrowserPhone {
  /** session id → agent id. Kept across reset() so a logged-in browser stays logged in. */
  private readonly sessions = new Map<string, string>();

  integration(exchange: Exchange): void {
    if (exchange.method !== 'GET') {
      exchange.html(
        405,
        page(
          'Method not allowed',
          html`<h1>Method not allowed</h1>
            <p>Use GET.</p>`,
        ),
        {
          Allow: 'GET',
        },
      );
      return;
    }
    const raw = exchange.url.searchParams.get('phone_number');
    const number = displayNumber(raw ?? undefined);
    if (number === null) {
      const problem =
        raw === null || raw.trim() === ''
          ? 'The phone_number parameter is missing.'
          : 'The phone_number parameter is not a phone number with a country code.';
      exchange.html(
        400,
        page(
          'Bad request',
          html`<h1>Bad request</h1>
            <p class="error">${problem}</p>`,
        ),
      );
      return;
    }
    const agent = this.agentOf(exchange);
    if (agent === undefined) {
      const next = exchange.url.pathname + exchange.url.search;
      exchange.redirect(`/login.php?next=${encodeURIComponent(next)}`);
      return;
    }
    exchange.html(
      200,
      page(
        'Browser phone',
        html`<main aria-label="Browser phone">
          <h1>Calling ${number}</h1>
          <p role="status">Ringing… (sandbox browser phone, no real call is made)</p>
          <p class="muted">Agent: ${agent}</p>
          <button
            type="button"
            onclick="document.querySelector('[role=status]').textContent='Call ended'"
          >
            Hang up
          </button>
        </main>`,
      ),
    );
  }

  /** GET shows the login form; POST logs in and returns to `next` (same-origin paths only). */
  login(exchange: Exchange, form: Record<string, string>): void {
    const next = safeNext(
      exchange.method === 'POST' ? form.next : (exchange.url.searchParams.get('next') ?? undefined),
    );
    if (exchange.method === 'GET') {
      exchange.html(200, loginPage(next, ''));
      return;
    }
    if (exchange.method !== 'POST') {
      exchange.html(405, page('Method not allowed', html`<h1>Method not allowed</h1>`), {
        Allow: 'GET, POST',
      });
      return;
    }
    const agent = (form.agent_id ?? '').trim();
    if (agent === '' || agent.length > 100) {
      exchange.html(400, loginPage(next, 'Enter your agent ID (up to 100 characters).'));
      return;
    }
    const session = randomUUID();
    this.sessions.set(session, agent);
    const cookie = `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax`;
    if (next) exchange.redirect(next, { 'Set-Cookie': cookie });
    else
      exchange.html(
        200,
        page(
          'Logged in',
          html`<h1>Logged in</h1>
            <p>You are logged in as ${agent}.</p>`,
        ),
        {
          'Set-Cookie': cookie,
        },
      );
  }

  private agentOf(exchange: Exchange): string | undefined {
    const header = exchange.req.headers.cookie ?? '';
    for (const pair of header.split(';')) {
      const [name, ...value] = pair.trim().split('=');
      if (name === SESSION_COOKIE) {
        const agent = this.sessions.get(value.join('='));
        if (agent !== undefined) return agent;
      }
    }
    return undefined;
  }
}

/** Only a path on this origin: starts with one '/', no scheme, no '//' or '/\' host trick. */
function safeNext(next: string | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return null;
  return /[\r\n]/.test(next) ? null : next;
}

function loginPage(next: string | null, problem: string): string {
  return page(
    'Log in',
    html`<main>
      <h1>Log in to the browser phone</h1>
      ${problem ? html`<p class="error" role="alert">${problem}</p>` : ''}
      <form method="post" action="/login.php">
        <label for="agent_id">Agent ID</label>
        <input id="agent_id" name="agent_id" autocomplete="username" required maxlength="100" />
        <input type="hidden" name="next" value="${next ?? ''}" />
        <p><button type="submit">Log in</button></p>
      </form>
    </main>`,
  );
}
