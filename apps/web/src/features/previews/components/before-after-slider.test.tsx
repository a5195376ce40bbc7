import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BeforeAfterSlider } from './before-after-slider';
import ProductPreviews from './product-previews';

const PAIR = { before: '/uploads/catalogue/b.webp', after: '/uploads/catalogue/a.webp' };

describe('BeforeAfterSlider', () => {
  it('is a slider moved by the keyboard: arrows, Page Up/Down, Home and End', async () => {
    const user = userEvent.setup();
    render(<BeforeAfterSlider {...PAIR} title="Teal look" />);
    const slider = screen.getByRole('slider', { name: 'Before and after divider: Teal look' });
    const after = screen.getByRole('img', { name: 'After: Teal look' });
    expect(screen.getByRole('img', { name: 'Before: Teal look' })).toBeInTheDocument();
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(after.style.clipPath).toBe('inset(0 0 0 50%)');

    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '55');
    expect(after.style.clipPath).toBe('inset(0 0 0 55%)');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    await user.keyboard('{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '45');
    await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '65');
    await user.keyboard('{PageDown}{PageDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuetext', '0% before, 100% after');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(after.style.clipPath).toBe('inset(0 0 0 100%)');
  });

  it('follows a pointer dragged across the picture', () => {
    const { container } = render(<BeforeAfterSlider {...PAIR} title="Teal look" />);
    const frame = container.firstElementChild as HTMLElement;
    // jsdom has no layout: the picture is 200 px wide at x = 100.
    frame.getBoundingClientRect = () =>
      ({ left: 100, width: 200, top: 0, height: 150, right: 300, bottom: 150 }) as DOMRect;
    let captured = false;
    frame.setPointerCapture = () => {
      captured = true;
    };
    frame.hasPointerCapture = () => captured;
    fireEvent.pointerDown(frame, { button: 0, pointerId: 1, clientX: 150 });
    const slider = screen.getByRole('slider');
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 270 });
    expect(slider).toHaveAttribute('aria-valuenow', '85');
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 900 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('ProductPreviews', () => {
  it('shows one pair at a time, chosen with buttons, and the clip muted without preloading', async () => {
    const user = userEvent.setup();
    render(
      <ProductPreviews
        productName="Teal Pack"
        previews={[
          { ...PAIR, label: 'Skin tones' },
          { before: '/uploads/catalogue/b2.webp', after: '/uploads/catalogue/a2.webp' },
        ]}
        previewClip={{
          src: '/uploads/clips/x.mp4',
          poster: '/uploads/catalogue/p.webp',
          durationSec: 8,
        }}
      />,
    );
    const first = screen.getByRole('button', { name: 'Skin tones' });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'After: Skin tones' })).toHaveAttribute(
      'src',
      PAIR.after,
    );
    await user.click(screen.getByRole('button', { name: 'Look 2' }));
    expect(screen.getByRole('img', { name: 'After: Teal Pack, look 2' })).toHaveAttribute(
      'src',
      '/uploads/catalogue/a2.webp',
    );
    expect(first).toHaveAttribute('aria-pressed', 'false');

    const video = screen.getByLabelText('Preview clip: Teal Pack') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/uploads/catalogue/p.webp');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
  });
});
