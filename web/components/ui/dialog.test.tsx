import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/** A dialog opened through state, without a Radix trigger (as most of ours are). */
function StateDialog({ loading = false }: { loading?: boolean }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(!loading);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" onClick={() => setLoaded(true)}>
        Load
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel="Close">
          <DialogTitle>Title</DialogTitle>
          <DialogDescription>Text</DialogDescription>
          {loaded && <input aria-label="Name" />}
        </DialogContent>
      </Dialog>
    </>
  );
}

const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('DialogContent focus', () => {
  it('opens on its first control, not the × button, and gives the focus back to the opener', async () => {
    render(<StateDialog />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('a dialog still loading holds the focus and hands it to its first control when it appears', async () => {
    render(<StateDialog loading />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    // The page's other button is outside the modal dialog; load through it as a fetch would.
    act(() => screen.getByRole('button', { name: 'Load', hidden: true }).click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
  });
});
