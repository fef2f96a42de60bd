/**
 * The typed client for every operation of the Voice Call Service. Each method validates its
 * request first (nothing is sent when a field is wrong), sends form fields, and resolves to the
 * parsed data or rejects with a ServiceError whose `info` is safe to show.
 */
import { isValidToken } from './token';
import { ServiceError, notConfiguredError } from './errors';
import { newIdempotencyKey, perform, type HttpSettings, type Operation } from './http';
import { validate } from './validate';
import { isUrlOf } from '../url-rules';
import {
  bridgeEditWithIdSchema,
  bridgeSchema,
  bridgeStatusRequestSchema,
  callIdSchema,
  dispatchSchema,
  orderConfirmationSchema,
  requestForm,
  type BridgeEditRequest,
  type BridgeRequest,
  type BridgeStatusRequest,
  type DispatchRequest,
  type OrderConfirmationRequest,
} from './requests';
import {
  bridgeCreatedSchema,
  bridgeStatusDataSchema,
  dispatchedSchema,
  messageDataSchema,
  type BridgeStatus,
} from './responses';

export interface ServiceUrls {
  ecommerceUrl: string;
  bridgeUrl: string;
  dispatchUrl: string;
  webrtcUrl: string;
}

export interface ServiceClientConfig {
  token: string;
  urls: ServiceUrls;
  /** Per attempt, covering the whole answer. Default 15 000. */
  timeoutMs?: number;
  /** Default globalThis.fetch. */
  fetch?: typeof fetch;
  retry?: {
    /** Attempts in all, the first included. Default 3. */
    attempts?: number;
    /** First backoff step. Default 500 ms. */
    baseDelayMs?: number;
    /** A longer Retry-After is not waited out: the error is returned with retryAfterSeconds. Default 10 (a person is usually waiting on the answer). */
    maxRetryAfterSeconds?: number;
  };
  sleep?: (ms: number) => Promise<void>;
}

export interface ServiceClient {
  /**
   * `idempotencyKey`: a caller that may send the same order again after a lost answer (the bulk
   * run) gives its own stable key; otherwise each call gets a fresh one.
   */
  confirmOrder(
    req: OrderConfirmationRequest,
    options?: { idempotencyKey?: string },
  ): Promise<{ message: string }>;
  createBridge(req: BridgeRequest): Promise<{ callId: string }>;
  getBridgeStatus(req: BridgeStatusRequest): Promise<BridgeStatus>;
  editBridge(callId: string, req: BridgeEditRequest): Promise<{ message: string }>;
  deleteBridge(callId: string): Promise<{ message: string }>;
  dispatchCall(req: DispatchRequest): Promise<{ message: string; callId: string }>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

export function httpSettings(config: ServiceClientConfig): HttpSettings {
  return {
    token: config.token,
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    attempts: config.retry?.attempts ?? 3,
    baseDelayMs: config.retry?.baseDelayMs ?? 500,
    maxRetryAfterSeconds: config.retry?.maxRetryAfterSeconds ?? 10,
    sleep: config.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  };
}

export function createServiceClient(config: ServiceClientConfig): ServiceClient {
  const http = httpSettings(config);
  const run = <T>(op: Operation<T>) => {
    requireToken(config.token);
    return perform(op, http);
  };
  const bridge = (path: string) => endpoint(config.urls.bridgeUrl, 'bridge', path);
  /** A POST that places a call: retried only where nothing was placed, under one key. */
  const create = <T>(
    url: string,
    form: URLSearchParams,
    data: Operation<T>['data'],
    idempotencyKey = newIdempotencyKey(),
  ) => run({ method: 'POST', url, form, data, retry: 'create', idempotencyKey });

  return {
    async confirmOrder(req, options) {
      const valid = validate(orderConfirmationSchema, req);
      return create(
        endpoint(config.urls.ecommerceUrl, 'order confirmation', '/api/v1/order/confirmation'),
        requestForm(valid),
        messageDataSchema,
        options?.idempotencyKey,
      );
    },

    async createBridge(req) {
      const valid = validate(bridgeSchema, req);
      return create(bridge('/api/v1/call/bridge'), requestForm(valid), bridgeCreatedSchema);
    },

    async getBridgeStatus(req) {
      const valid = validate(bridgeStatusRequestSchema, req);
      const query = new URLSearchParams({ call_id: valid.callId, call_flow_id: valid.callFlowId });
      return run({
        method: 'GET',
        url: `${bridge('/api/v1/call/status')}?${query}`,
        data: bridgeStatusDataSchema,
        retry: 'idempotent',
      });
    },

    async editBridge(callId, req) {
      // One pass over the id and the fields, so every problem is reported at once.
      const { callId: id, ...valid } = validate(bridgeEditWithIdSchema, { ...req, callId });
      return run({
        method: 'PUT',
        url: bridge(`/api/v1/call/bridge/${encodeURIComponent(id)}`),
        form: requestForm(valid),
        data: messageDataSchema,
        retry: 'idempotent',
      });
    },

    async deleteBridge(callId) {
      const id = validate(callIdSchema, callId, 'callId');
      const op: Operation<{ message: string }> = {
        method: 'DELETE',
        url: bridge(`/api/v1/call/bridge/${encodeURIComponent(id)}`),
        data: messageDataSchema,
        retry: 'idempotent',
      };
      requireToken(config.token);
      return deleteWithRetry(op, http);
    },

    async dispatchCall(req) {
      const valid = validate(dispatchSchema, req);
      return create(
        endpoint(config.urls.dispatchUrl, 'dispatch', '/api/v1/call'),
        requestForm(valid),
        dispatchedSchema,
      );
    },
  };
}

/**
 * A delete is retried after a network failure; if the retry then finds the call missing (404)
 * or removed (410), the first attempt reached the service and deleted it: that is success.
 */
async function deleteWithRetry(
  op: Operation<{ message: string }>,
  http: HttpSettings,
): Promise<{ message: string }> {
  let networkFailed = false;
  const watched: HttpSettings = {
    ...http,
    fetch: async (input, init) => {
      try {
        return await http.fetch(input, init);
      } catch (error) {
        if (!init?.signal?.aborted) networkFailed = true;
        throw error;
      }
    },
  };
  try {
    return await perform(op, watched);
  } catch (error) {
    const status = error instanceof ServiceError ? error.info.status : undefined;
    if (networkFailed && (status === 404 || status === 410)) {
      return { message: 'The call was deleted.' };
    }
    throw error;
  }
}

function requireToken(token: string): void {
  // A token that cannot be a header value would make fetch fail obscurely.
  if (!isValidToken(token)) {
    throw new ServiceError({
      code: 'not-configured',
      message: 'The API token is not set or not valid. Open Settings to add it.',
    });
  }
}

/** `base` + `path`, or 'not-configured' when the host has no usable URL. */
export function endpoint(base: string, host: string, path: string): string {
  const trimmed = base.trim().replace(/\/+$/, '');
  if (!trimmed || !isUrlOf('service', trimmed)) throw new ServiceError(notConfiguredError(host));
  return `${trimmed}${path}`;
}
