// What docs/team-system.md promises receivers: its JSON Schema lists exactly the event types
// Dialbridge sends, and its Node check accepts a signature the background makes (and nothing else).
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../utils/team-system/events';
import { signBody } from '../../../utils/team-system/signature';

const guide = readFileSync('docs/team-system.md', 'utf8');
const schema = JSON.parse(readFileSync('docs/team-events.schema.json', 'utf8')) as {
  properties: { type: { enum: string[] } };
};

describe('docs/team-system.md', () => {
  it('its JSON Schema and its table name exactly the types Dialbridge sends', () => {
    expect([...schema.properties.type.enum].sort()).toEqual([...EVENT_TYPES].sort());
    for (const type of EVENT_TYPES) expect(guide).toContain(`| \`${type}\``);
  });

  it('its Node check accepts the background’s signature and refuses a changed body', async () => {
    const code = /<!-- verify-node -->\s*```js\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(code).toBeTruthy();
    const file = join(mkdtempSync(join(tmpdir(), 'dialbridge-doc-')), 'verify.mjs');
    writeFileSync(file, code!);
    const { isFromDialbridge } = (await import(pathToFileURL(file).href)) as {
      isFromDialbridge: (body: Buffer, header: unknown, secret: string) => boolean;
    };
    const body = JSON.stringify({ id: 'e1', type: 'call.placed', customer: { name: 'سارة' } });
    const header = await signBody('team-secret-0123456789abcdef', body);
    expect(isFromDialbridge(Buffer.from(body), header, 'team-secret-0123456789abcdef')).toBe(true);
    expect(isFromDialbridge(Buffer.from(body + ' '), header, 'team-secret-0123456789abcdef')).toBe(
      false,
    );
    expect(isFromDialbridge(Buffer.from(body), header, 'another-secret-0123456')).toBe(false);
    expect(isFromDialbridge(Buffer.from(body), undefined, 'team-secret-0123456789abcdef')).toBe(
      false,
    );
  });
});
