import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installMatchMedia } from '#web/test/match-media';
import { HoverClip } from './hover-clip';

const CLIP = { src: '/uploads/clips/a.webm', poster: '/uploads/catalogue/p.webp' };

function renderCard() {
  const { container } = render(
    <HoverClip clip={CLIP}>
      <img src="/uploads/catalogue/p.webp" alt="Teal Pack" />
    </HoverClip>,
  );
  return container.firstElementChild as HTMLElement;
}

describe('HoverClip', () => {
  it('has no video until a mouse hovers, then plays it muted, and drops it on leave', () => {
    installMatchMedia((query) => query === '(hover: hover)');
    const frame = renderCard();
    expect(document.querySelector('video')).toBeNull();
    fireEvent.pointerEnter(frame, { pointerType: 'mouse' });
    const video = screen.getByTestId('card-clip') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', CLIP.src);
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    fireEvent.pointerLeave(frame, { pointerType: 'mouse' });
    expect(document.querySelector('video')).toBeNull();
  });

  it('never plays for touch, on screens without hover, or with reduced motion', () => {
    installMatchMedia((query) => query === '(hover: hover)');
    const touched = renderCard();
    fireEvent.pointerEnter(touched, { pointerType: 'touch' });
    expect(document.querySelector('video')).toBeNull();

    installMatchMedia(() => false);
    fireEvent.pointerEnter(touched, { pointerType: 'mouse' });
    expect(document.querySelector('video')).toBeNull();

    installMatchMedia(
      (query) => query === '(hover: hover)' || query === '(prefers-reduced-motion: reduce)',
    );
    fireEvent.pointerEnter(touched, { pointerType: 'mouse' });
    expect(document.querySelector('video')).toBeNull();
  });

  it('is just its image when the product has no clip', () => {
    const { container } = render(
      <HoverClip clip={undefined}>
        <img src="/x.webp" alt="Pack" />
      </HoverClip>,
    );
    expect(container.firstElementChild?.tagName).toBe('IMG');
  });
});
