// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { offerLocatedZip, useLocatedZip } from '../../src/features/location/located-zip.ts';

afterEach(cleanup);

function Taker({ took }: { took: string[] }) {
  useLocatedZip((zip) => took.push(zip));
  return null;
}

describe('located zip (location banner → quote form)', () => {
  it('reaches a form that shows later, and one already showing when it is found', () => {
    const early: string[] = [];
    render(<Taker took={early} />);
    offerLocatedZip('10001');
    expect(early).toEqual(['10001']);

    const late: string[] = [];
    render(<Taker took={late} />);
    expect(late).toEqual(['10001']);
  });

  it('stops reaching a form once it is gone', () => {
    const took: string[] = [];
    const { unmount } = render(<Taker took={took} />);
    took.length = 0;
    unmount();
    offerLocatedZip('60601');
    expect(took).toEqual([]);
  });
});
