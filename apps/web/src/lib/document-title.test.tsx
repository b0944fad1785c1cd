import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSiteName, useDocumentTitle } from './document-title';

describe('the page title', () => {
  it("takes the shop's name when it arrives, without drawing the page again", () => {
    let draws = 0;
    function Page() {
      draws += 1;
      useDocumentTitle('Collection');
      return <h1>Collection</h1>;
    }
    render(<Page />);
    expect(document.title).toBe('Collection');

    act(() => setSiteName('Khalis Botanicals'));

    expect(document.title).toBe('Collection — Khalis Botanicals');
    expect(draws).toBe(1);
  });
});
