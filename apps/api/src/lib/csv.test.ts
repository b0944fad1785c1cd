import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(
      toCsv(
        ['name', 'note', 'total'],
        [
          ['Khan, Ayesha', 'said "hi"\nthen left', 1250.5],
          ['=HYPERLINK("x")', null, -3],
        ],
      ),
    ).toBe('name,note,total\r\n"Khan, Ayesha","said ""hi""\nthen left",1250.5\r\n"\'=HYPERLINK(""x"")",,-3\r\n');
  });
});
