/**
 * The folder tree is enforced by ESLint (eslint/layers.js, layers in eslint.config.js): a planted
 * upward import and a planted folder-level cycle (no module cycle: the planted file is imported by
 * nothing) each fail the lint, with the project's own configuration.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'local/layers')
    .map((message) => message.message);
}

describe('the folder tree', () => {
  it('refuses an upward import: the settings may not use the calls', async () => {
    const errors = await layerErrors(
      'utils/settings/planted.ts',
      "import { createBridgeCall } from '../calls/create';\nexport const planted = createBridgeCall;\n",
    );
    expect(errors).toEqual([expect.stringContaining('utils/settings may not import utils/calls')]);
  }, 60_000);

  it('refuses a folder-level cycle between two folders of one layer', async () => {
    // utils/team-system already imports utils/calls/records (a call's record becomes an event).
    const errors = await layerErrors(
      'utils/calls/records/planted.ts',
      "import { EVENT_TYPES } from '../../team-system/events';\nexport const planted = EVENT_TYPES;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining(
        'utils/calls/records imports utils/team-system, which already reaches utils/calls/records',
      ),
    ]);
  }, 60_000);

  it('refuses a cycle between a folder and its own subfolder, inside one unit', async () => {
    // The message handlers already use the background's acts (placing a call, saving settings).
    const errors = await layerErrors(
      'utils/background/planted.ts',
      "import { handlers } from './handlers';\nexport const planted = handlers;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining(
        'utils/background imports utils/background/handlers, which already reaches utils/background',
      ),
    ]);
  }, 60_000);

  it('refuses a product file in no layer, which would escape the tree', async () => {
    const errors = await layerErrors('utils/planted-unlisted.ts', 'export const planted = 1;\n');
    expect(errors).toEqual([expect.stringContaining('utils/planted-unlisted.ts is in no layer')]);
  }, 60_000);

  it('lets a folder import its own layer and those below', async () => {
    const errors = await layerErrors(
      'utils/calls/planted.ts',
      "import { listCalls } from './records/store';\nimport { loadSettings } from '../settings/store';\nexport const planted = [listCalls, loadSettings];\n",
    );
    expect(errors).toEqual([]);
  }, 60_000);
});
