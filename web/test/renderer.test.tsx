import { render, screen } from '@testing-library/react';
import { useState as compatUseState } from 'preact/compat';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

function Greeting() {
  const [name] = useState('Welt');
  return <p>Hallo {name}</p>;
}

describe('the renderer of the SPA tests', () => {
  it('is what the build ships: preact/compat, or React with REACT=1', () => {
    expect(useState === compatUseState).toBe(import.meta.env.REACT !== '1');
    render(<Greeting />);
    expect(screen.getByText('Hallo Welt')).toBeTruthy();
  });
});
