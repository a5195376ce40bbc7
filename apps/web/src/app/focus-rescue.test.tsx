import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FocusRescue } from './focus-rescue';

/** A button replaced by another once pressed, after a field (checkout's steps have this shape). */
function Steps() {
  const [confirmed, setConfirmed] = useState(false);
  return (
    <div>
      <input aria-label="Mobile number" />
      {confirmed ? (
        <button type="button">Pay with Cashfree</button>
      ) : (
        <button type="button" onClick={() => setConfirmed(true)}>
          Continue
        </button>
      )}
    </div>
  );
}

/** A list whose rows remove themselves. */
function Rows() {
  const [rows, setRows] = useState(['LUT pack', 'Preset pack']);
  return (
    <ul>
      {rows.map((row) => (
        <li key={row}>
          <button type="button" onClick={() => setRows(rows.filter((r) => r !== row))}>
            {`Remove ${row}`}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Page() {
  return (
    <main>
      <h1>Cart</h1>
      <section>
        <Steps />
      </section>
      <section>
        <Rows />
      </section>
      <FocusRescue />
    </main>
  );
}

describe('focus rescue', () => {
  it('moves focus to what replaced a button that unmounted when pressed', async () => {
    const user = userEvent.setup();
    render(<Page />);
    screen.getByRole('button', { name: 'Continue' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Pay with Cashfree' })).toHaveFocus();
  });

  it("moves to the next row when a row is removed, then to the page's h1 when none is left", async () => {
    const user = userEvent.setup();
    render(<Page />);
    screen.getByRole('button', { name: 'Remove LUT pack' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Preset pack' })).toHaveFocus();

    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { level: 1, name: 'Cart' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.body).not.toHaveFocus();
  });
});
