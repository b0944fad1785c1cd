import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formulaCells, formulaTexts } from '../../test/spreadsheet-cells';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes every text cell, keeps numbers as numbers and ends each row with CRLF', () => {
    expect(
      toCsv(
        ['name', 'note', 'total'],
        [
          ['Khan, Ayesha', 'said "hi"\nthen left', 1250.5],
          ['=HYPERLINK("x")', null, -3],
          ['', undefined, 0],
        ],
      ),
    ).toBe('"name","note","total"\r\n"Khan, Ayesha","said ""hi""\nthen left",1250.5\r\n"\'=HYPERLINK(""x"")",,-3\r\n"",,0\r\n');
  });

  it('gives back every text as written, with an apostrophe only before a cell start that could be a formula', () => {
    const texts = ['Khan, Ayesha', 'said "hi"\r\nthen left', 'Rs. 1,250; paid', 'x;=1+1', '-1', 'a, -b', '2031-03-01T09:00:00.000Z', 'اردو نام'];
    const [, ...rows] = parse(
      toCsv(
        ['text'],
        texts.map((text) => [text]),
      ),
      { delimiter: ',' },
    ) as string[][];
    expect(rows.map(([cell]) => cell)).toEqual([
      'Khan, Ayesha',
      'said "hi"\r\nthen left',
      'Rs. 1,250; paid',
      "x;'=1+1",
      "'-1",
      "a,' -b",
      '2031-03-01T09:00:00.000Z',
      'اردو نام',
    ]);
  });

  it('never lets any text start a formula, nor changes it beyond the apostrophes it adds', () => {
    // Text made mostly of separators, line breaks, quotes, blanks and formula starts, where the mistakes would be.
    const awkwardText = fc.string({ unit: fc.constantFrom(',', ';', '\t', '\r', '\n', '"', "'", ' ', '=', '+', '-', '@', '＝', 'a', '1', 'ي'), maxLength: 12 });
    fc.assert(
      fc.property(fc.array(awkwardText, { minLength: 1, maxLength: 3 }), (texts) => {
        const csv = toCsv(
          texts.map((_, index) => `column ${index}`),
          [texts],
        );
        expect(formulaCells(csv)).toEqual([]);
        const [, cells] = parse(csv) as string[][];
        expect(cells!.map((cell) => cell.replaceAll("'", ''))).toEqual(texts.map((text) => text.replaceAll("'", '')));
      }),
      { numRuns: 2000 },
    );
  });

  it.each(formulaTexts)('never lets %j start a formula, whatever separator the spreadsheet splits on', (text) => {
    const csv = toCsv(['name', 'total'], [[text, -5]]);
    expect(formulaCells(csv)).toEqual([]);
    // Only the text is marked: the negative amount is still a number.
    expect(csv.endsWith(',-5\r\n')).toBe(true);
  });
});
