// `npm run sandbox [-- --port 8787 --token sandbox-token]`: runs the sandbox Voice Call Service
// in the foreground, prints what to paste into the options page, and logs one line per request
// (method, path, status — never the Authorization header). Ctrl-C closes it cleanly.
import { parseArgs } from 'node:util';
import { startSandbox } from './server';
import { startTeamReceiver } from './team-receiver';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    token: { type: 'string' },
    host: { type: 'string' },
    'time-zone': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(`Usage: npm run sandbox -- [--port N] [--token T] [--host H] [--time-zone Z]
  --port       port to listen on (env SANDBOX_PORT, default 8787, 0 = any free port)
  --token      the Bearer token the service accepts (env SANDBOX_TOKEN, default sandbox-token)
  --host       interface to listen on (env SANDBOX_HOST, default 127.0.0.1)
  --time-zone  zone of call_time and timestamps (env SANDBOX_TIME_ZONE, default Asia/Riyadh)`);
  process.exit(0);
}

const portText = values.port ?? process.env.SANDBOX_PORT ?? '8787';
const port = Number(portText);
if (!/^\d+$/.test(portText) || port > 65_535) {
  console.error(`Invalid port "${portText}": use a number from 0 to 65535.`);
  process.exit(2);
}
const token = values.token ?? process.env.SANDBOX_TOKEN ?? 'sandbox-token';
const timeZone = values['time-zone'] ?? process.env.SANDBOX_TIME_ZONE ?? 'Asia/Riyadh';

try {
  const sandbox = await startSandbox({
    port,
    token,
    timeZone,
    host: values.host ?? process.env.SANDBOX_HOST ?? '127.0.0.1',
    quiet: false,
  });
  // The team's own system beside it (docs/team-system.md): events in, the do-not-call list out.
  const team = await startTeamReceiver({ token, list: '+966 50 999 8888\n' });
  console.log(`Sandbox Voice Call Service is running.

  Service URL (use it for all four: order confirmation, bridge, dispatch, browser phone):
    ${sandbox.url}
  API token:      ${sandbox.token}
  Time zone:      ${timeZone}
  Browser phone:  ${sandbox.url}/integration.php?phone_number=966551234567

  Control (no auth):
    GET    ${sandbox.url}/__sandbox/requests | calls | orders | dispatches | fault
    POST   ${sandbox.url}/__sandbox/fault   (JSON body, e.g. {"status":503,"times":1})
    DELETE ${sandbox.url}/__sandbox/fault
    POST   ${sandbox.url}/__sandbox/reset

  Team system (a receiver of signed events that serves the team's do-not-call list):
    ${team.url}   (the events received, newest first)
    Events address: ${team.eventsUrl}
    Events secret:  ${team.secret}
    List address:   ${team.listUrl}

  A callee number ending in 000 does not answer. Press Ctrl-C to stop.
`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the sandbox…');
    void Promise.all([sandbox.close(), team.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    console.error(
      `Port ${port} is already in use: pass --port <another> (or --port 0 for any free one).`,
    );
  else
    console.error('The sandbox could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
