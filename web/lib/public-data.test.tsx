import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { refreshPublicData, seedPublicData, setPublicData, usePublicData, type PublicDataOptions } from './public-data';

function Shown({
  dataKey,
  load,
  options,
}: {
  dataKey: string | null;
  load: () => Promise<string>;
  options?: PublicDataOptions<string>;
}) {
  const { data, error, isLoading, mutate } = usePublicData(dataKey, load, options);
  return (
    <div>
      <p data-testid="data">{data ?? '-'}</p>
      <p data-testid="state">{isLoading ? 'loading' : error ? `error ${(error as ApiError).code}` : 'idle'}</p>
      <button onClick={() => void mutate()}>again</button>
      <button onClick={() => void mutate('local', { revalidate: false })}>set</button>
    </div>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;
const serverError = () => new ApiError(503, 'misconfigured', 'down');

afterEach(() => vi.useRealTimers());

describe('usePublicData', () => {
  it('asks once per key however many components show it, and shows the answer to all', async () => {
    const load = vi.fn(() => Promise.resolve('answer'));
    render(
      <>
        <Shown dataKey="a" load={load} />
        <Shown dataKey="a" load={load} />
      </>,
    );
    expect(screen.getAllByTestId('state').map((node) => node.textContent)).toEqual(['loading', 'loading']);
    await waitFor(() => expect(screen.getAllByTestId('data').map((node) => node.textContent)).toEqual(['answer', 'answer']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps an answer for the page: a component shown later asks nothing', async () => {
    const load = vi.fn(() => Promise.resolve('answer'));
    const first = render(<Shown dataKey="b" load={load} />);
    await waitFor(() => expect(text('data')).toBe('answer'));
    first.unmount();
    render(<Shown dataKey="b" load={load} />);
    expect(text('data')).toBe('answer');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until the answer, and asks nothing while the key is null', async () => {
    const load = vi.fn(() => Promise.resolve('fresh'));
    const { rerender } = render(<Shown dataKey={null} load={load} options={{ fallbackData: 'kept' }} />);
    expect([text('data'), text('state')]).toEqual(['kept', 'idle']);
    expect(load).not.toHaveBeenCalled();
    rerender(<Shown dataKey="c" load={load} options={{ fallbackData: 'kept' }} />);
    await waitFor(() => expect(text('data')).toBe('fresh'));
  });

  it('keeps the previous key’s answer while the next loads, if asked to', async () => {
    let resolve: (value: string) => void = () => undefined;
    const { rerender } = render(
      <Shown dataKey="d-de" load={() => Promise.resolve('Deutsch')} options={{ keepPreviousData: true }} />,
    );
    await waitFor(() => expect(text('data')).toBe('Deutsch'));
    const french = new Promise<string>((done) => (resolve = done));
    rerender(<Shown dataKey="d-fr" load={() => french} options={{ keepPreviousData: true }} />);
    expect([text('data'), text('state')]).toEqual(['Deutsch', 'loading']);
    await act(async () => resolve('Français'));
    expect(text('data')).toBe('Français');
  });

  it('shows a server error at once and retries it after 2 s; a 4xx is final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi.fn().mockRejectedValueOnce(serverError()).mockResolvedValue('healed');
    render(<Shown dataKey="e" load={load} />);
    await waitFor(() => expect(text('state')).toBe('error misconfigured'));
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(text('data')).toBe('healed'));
    expect(load).toHaveBeenCalledTimes(2);

    const notFound = vi.fn(() => Promise.reject(new ApiError(404, 'token_invalid', 'gone')));
    render(<Shown dataKey="f" load={notFound} />);
    await waitFor(() => expect(screen.getAllByTestId('state')[1]!.textContent).toBe('error token_invalid'));
    await act(async () => vi.advanceTimersByTimeAsync(20_000));
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('asks again on mutate(), at once rather than at the next retry; takes data the page already has', async () => {
    const load = vi.fn().mockRejectedValueOnce(serverError()).mockResolvedValue('second');
    render(<Shown dataKey="g" load={load} />);
    await waitFor(() => expect(text('state')).toBe('error misconfigured'));
    act(() => screen.getByText('again').click());
    await waitFor(() => expect(text('data')).toBe('second'));
    act(() => screen.getByText('set').click());
    expect(text('data')).toBe('local');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts with the answers the worker embedded in the document, and asks nothing it holds', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'public-data';
    script.textContent = JSON.stringify({ embedded: 'from the document' });
    document.body.append(script);
    try {
      seedPublicData();
      const load = vi.fn(() => Promise.resolve('fetched'));
      render(<Shown dataKey="embedded" load={load} />);
      expect([text('data'), text('state')]).toEqual(['from the document', 'idle']);
      expect(load).not.toHaveBeenCalled();
    } finally {
      script.remove();
    }
  });

  it('refreshes a key a page has asked for, and takes a value set from outside', async () => {
    const load = vi.fn().mockResolvedValueOnce('old').mockResolvedValue('new');
    render(<Shown dataKey="h" load={load} />);
    await waitFor(() => expect(text('data')).toBe('old'));
    act(() => refreshPublicData('h'));
    await waitFor(() => expect(text('data')).toBe('new'));
    act(() => setPublicData('h', 'pushed'));
    expect(text('data')).toBe('pushed');
    refreshPublicData('never-asked');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
