/**
 * The English sentences by ErrorInfo code (`error.<code>`), for the extension's pages. Apart from
 * the rest of the errors area: pages on the agent's CRM show the background's own English message
 * (utils/i18n/error-text.ts) and never these, and the content script is loaded into every such
 * page, so it leaves them out (utils/i18n/messages/errors.ts).
 */
export const errorCodesEn: Record<string, string> = {
  'error.invalid-input': 'Some fields need fixing.',
  'error.token-needed':
    'The stored token is sent only to the saved addresses. Type the token to test these addresses, or save them first.',
  'error.not-configured':
    'Dialbridge is not set up yet. Open Settings and enter the token and service addresses.',
  'error.no-permission':
    'Dialbridge may not reach the service address yet. Save the settings again and allow access.',
  'error.forbidden-sender': 'This request is not allowed from here.',
  'error.bad-message': 'The request was malformed.',
  'error.duplicate-call':
    'A call to this customer was started a moment ago, so Dialbridge did not call again.',
  'error.bad-request': 'The service refused the request as invalid (400).',
  'error.unauthorized': 'The service rejected the API token (401). Check the token in Settings.',
  'error.forbidden': 'The service refused access to this resource (403).',
  'error.not-found': 'The service could not find it (404).',
  'error.method-not-allowed': 'The service does not allow this operation here (405).',
  'error.not-acceptable': 'The service would not answer in JSON (406).',
  'error.gone': 'The service says this was removed (410).',
  'error.teapot': 'The service answered with an unexpected status (418).',
  'error.rate-limited': 'Too many requests: the service asks to slow down (429).',
  'error.server-error': 'The service had an internal error (500). Try again later.',
  'error.maintenance': 'The service is down for maintenance (503). Try again later.',
  'error.http-error': 'The service answered with an unexpected status.',
  'error.timeout': 'The service did not answer in time.',
  'error.network': 'The service could not be reached. Check the address and your connection.',
  'error.redirected':
    'The service answered with a redirect to another address; Dialbridge does not follow redirects with your token. Check the service URL in Settings.',
  'error.bad-response': 'The service answered in an unexpected form.',
  'error.internal': 'Something went wrong inside Dialbridge. Try again.',
};
