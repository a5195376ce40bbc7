import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

/** An opener that may disappear while its dialog is open (a row deleted from the dialog). */
function Opener({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  return (
    <main>
      <h1>Category</h1>
      {openerShown && (
        <button type="button" onClick={() => setOpen(true)}>
          Edit
        </button>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title="Edit Category">
        <button
          type="button"
          onClick={() => {
            if (removeOpener) setOpenerShown(false);
            setOpen(false);
          }}
        >
          Save
        </button>
      </Modal>
    </main>
  );
}

describe('Modal focus', () => {
  it('returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    edit.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    screen.getByRole('button', { name: 'Save' }).focus();

    await user.keyboard('{Enter}');
    expect(dialog).not.toHaveAttribute('open');
    expect(edit).toHaveFocus();
  });

  it('returns focus from the close button too', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    edit.focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Enter}');
    expect(edit).toHaveFocus();
  });

  it("goes to the page's h1 when the opener is gone, never to <body>", async () => {
    const user = userEvent.setup();
    render(<Opener removeOpener />);
    screen.getByRole('button', { name: 'Edit' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Category' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside while open', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    screen.getByRole('button', { name: 'Edit' }).focus();
    await user.keyboard('{Enter}');
    const save = screen.getByRole('button', { name: 'Save' });
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes on Escape at once (the cancel event), so the opener can open it again', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    edit.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    // What the browser does on Escape: 'cancel' now, then it closes ('close' comes later).
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog).not.toHaveAttribute('open');
    expect(edit).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dialog).toHaveAttribute('open');
  });
});
