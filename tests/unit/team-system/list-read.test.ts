// The team's do-not-call list as its address serves it: any written form, text or CSV, read
// whole or refused whole, and looked up by dial string.
import { describe, expect, it } from 'vitest';
import { listHas, readTeamList } from '../../../utils/team-system/list-read';

async function dialsOf(text: string): Promise<string[]> {
  const reading = await readTeamList(text, 'SA');
  if (!reading.ok) throw new Error(`refused: ${JSON.stringify(reading)}`);
  return [...reading.dials].map(String);
}

describe('readTeamList', () => {
  it('reads every written form of a number as its dial string, each once', async () => {
    const text = [
      '055 123 4567',
      '+966551234567',
      '00966 55 123 4567',
      '٠٥٦٧٦٥٤٣٢١',
      '+971 50 123 4567',
      '',
      '# added by the complaints desk',
      '  +20 10 1234 5678  ',
    ].join('\r\n');
    expect(await dialsOf(text)).toEqual(
      ['201012345678', '966551234567', '966567654321', '971501234567'].sort(),
    );
  });

  it('takes the first column of a CSV, quoted or not, with a header line', async () => {
    const text = 'phone,name,reason\n"+966 55 123 4567",Sara,asked\n0567654321;Omar;asked\n';
    expect(await dialsOf(text)).toEqual(['966551234567', '966567654321']);
  });

  it('refuses the whole list at the first line that is not a number, saying which', async () => {
    const reading = await readTeamList('0551234567\n0567654321\nnot a number\n0501112233', 'SA');
    expect(reading).toEqual({ ok: false, problem: 'line', line: 3, text: 'not a number' });
  });

  it('refuses a page that is not a list, and a list with no number', async () => {
    expect(await readTeamList('<!doctype html><title>Sign in</title>', 'SA')).toEqual({
      ok: false,
      problem: 'not-text',
    });
    expect(await readTeamList('phone\n\n# nothing yet\n', 'SA')).toEqual({
      ok: false,
      problem: 'empty',
    });
  });

  it('yields to the caller while it reads a long list', async () => {
    let pauses = 0;
    const text = Array.from({ length: 50_000 }, (_, i) => `05${String(i).padStart(8, '0')}`).join(
      '\n',
    );
    const reading = await readTeamList(text, 'SA', async () => {
      pauses++;
    });
    expect(reading.ok && reading.dials.length).toBe(50_000);
    expect(pauses).toBeGreaterThanOrEqual(2);
  });
});

describe('listHas', () => {
  it('finds exactly the numbers of the list', async () => {
    const reading = await readTeamList('0551234567\n0567654321\n+971501234567', 'SA');
    if (!reading.ok) throw new Error('refused');
    expect(listHas(reading.dials, '966551234567')).toBe(true);
    expect(listHas(reading.dials, '971501234567')).toBe(true);
    expect(listHas(reading.dials, '966551234568')).toBe(false);
    expect(listHas(reading.dials, '96655123456')).toBe(false);
    expect(listHas(new Float64Array(), '966551234567')).toBe(false);
  });
});
