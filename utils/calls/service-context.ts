/**
 * The settings and a service client for one request, read fresh from storage every time (the
 * service worker may have been restarted since the last one). Missing configuration is refused
 * before anything is sent, with a message that points to Settings.
 */
import { HandledError } from '../errors';
import {
  createServiceClient,
  type ServiceClient,
  type ServiceClientConfig,
} from '../service/client';
import { loadManagedSettings, loadOwnSettings, loadToken, type Settings } from '../settings/store';
import { mergeManaged, type ManagedSettings } from '../settings/managed';

export type ServiceHost = 'bridge' | 'ecommerce' | 'dispatch';

export interface ServiceContext {
  settings: Settings;
  /** What the organisation set: those fields of a request are the organisation's, not the form's. */
  managed: ManagedSettings;
  client: ServiceClient;
}

const HOST_URL: Record<ServiceHost, keyof Settings> = {
  bridge: 'bridgeUrl',
  ecommerce: 'ecommerceUrl',
  dispatch: 'dispatchUrl',
};

const HOST_NAME: Record<ServiceHost, string> = {
  bridge: 'bridged call',
  ecommerce: 'order confirmation',
  dispatch: 'dispatch',
};

/** `retry`: the bulk run takes 429 and 503 back at once, to pace the whole batch itself. */
export async function loadServiceContext(
  host: ServiceHost,
  retry?: ServiceClientConfig['retry'],
): Promise<ServiceContext> {
  const [own, managed, token] = await Promise.all([
    loadOwnSettings(),
    loadManagedSettings({ waitForPolicy: true }),
    loadToken({ waitForPolicy: true }),
  ]);
  const settings = mergeManaged(own, managed);
  if (!token) {
    throw notConfigured('The API token is not set. Open Settings to add it.');
  }
  if (!settings[HOST_URL[host]]) {
    throw notConfigured(
      `The ${HOST_NAME[host]} service address is not set. Open Settings to add it.`,
    );
  }
  const client = createServiceClient({
    token,
    urls: {
      ecommerceUrl: settings.ecommerceUrl,
      bridgeUrl: settings.bridgeUrl,
      dispatchUrl: settings.dispatchUrl,
      webrtcUrl: settings.webrtcUrl,
    },
    ...(retry && { retry }),
  });
  return { settings, managed, client };
}

export function notConfigured(message: string, fields?: Record<string, string>): HandledError {
  return new HandledError({ code: 'not-configured', message, ...(fields && { fields }) });
}
