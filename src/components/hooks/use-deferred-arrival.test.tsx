import { act, render, screen } from '@testing-library/react';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useDeferredArrival } from './use-deferred-arrival';

let setValue: Dispatch<SetStateAction<string | undefined>> = () => undefined;
const renders: Array<string | undefined> = [];

const Probe = () => {
  const [value, set] = useState<string | undefined>(undefined);
  setValue = set;
  const shown = useDeferredArrival(value);
  renders.push(shown);
  return <p data-testid="shown">{shown ?? '(none)'}</p>;
};

describe('useDeferredArrival', () => {
  beforeEach(() => {
    renders.length = 0;
  });

  it('hands the first answer over in a second, deferred render', () => {
    render(<Probe />);
    renders.length = 0;
    act(() => setValue('first'));
    // The urgent render keeps the screen as it was; the deferred one shows the data.
    expect(renders[0]).toBeUndefined();
    expect(renders.at(-1)).toBe('first');
    expect(screen.getByTestId('shown')).toHaveTextContent('first');
  });

  it('shows a change of data already shown in the same render', () => {
    render(<Probe />);
    act(() => setValue('first'));
    renders.length = 0;
    act(() => setValue('second'));
    expect(renders[0]).toBe('second');
    expect(screen.getByTestId('shown')).toHaveTextContent('second');
  });

  it('clears at once when the data goes away, and defers its next arrival again', () => {
    render(<Probe />);
    act(() => setValue('first'));
    renders.length = 0;
    act(() => setValue(undefined));
    expect(renders[0]).toBeUndefined();
    renders.length = 0;
    act(() => setValue('again'));
    expect(renders[0]).toBeUndefined();
    expect(screen.getByTestId('shown')).toHaveTextContent('again');
  });
});
