// The signature a receiver checks: Node's own HMAC over the same bytes must agree.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signBody } from '../../../utils/team-system/signature';

describe('signBody', () => {
  it('is sha256= and the hex HMAC-SHA256 of the exact body, Arabic included', async () => {
    const body = JSON.stringify({ id: 'e1', customer: { name: 'سارة', number: '+966551234567' } });
    const expected = createHmac('sha256', 'team-secret-0123456789').update(body).digest('hex');
    expect(await signBody('team-secret-0123456789', body)).toBe(`sha256=${expected}`);
    expect(await signBody('another-secret-012345', body)).not.toBe(`sha256=${expected}`);
  });
});
