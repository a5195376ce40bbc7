import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { banners, bannerWithText } from '#web/test/fixtures';
import { BannerSlide } from './banner-slide';

describe('BannerSlide', () => {
  it('shows the title, subtitle and a button that leads to the link', () => {
    render(<BannerSlide banner={bannerWithText} eager />);
    expect(screen.getByText('Cinematic LUT packs')).toBeVisible();
    expect(screen.getByText('Film looks for DaVinci Resolve and Premiere Pro')).toBeVisible();
    const button = screen.getByRole('link', { name: 'Browse LUTs' });
    expect(button).toHaveAttribute('href', '/search?q=lut');
    // One way in: the image is not a second link to the same place.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Colour wheels in teal and orange' })).toBeVisible();
  });

  it('puts the text on a dark scrim, so white letters read on any image', () => {
    render(<BannerSlide banner={bannerWithText} eager />);
    const scrim = screen.getByText('Cinematic LUT packs').parentElement!;
    expect(scrim).toHaveClass('bg-gradient-to-r', 'from-slate-950/90', 'via-slate-950/80');
    expect(screen.getByText('Cinematic LUT packs')).toHaveClass('text-white');
  });

  it('opens an outward button in a new tab and says so', () => {
    render(
      <BannerSlide
        banner={{ ...bannerWithText, kind: 'mobile', linkUrl: 'https://example.in/luts' }}
        eager
      />,
    );
    const button = screen.getByRole('link', { name: /^Browse LUTs ?\(opens in a new tab\)$/ });
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Cinematic LUT packs').parentElement).toHaveClass('bg-gradient-to-b');
  });

  it('shows a title without a button over an image that is itself the link', () => {
    render(<BannerSlide banner={{ ...bannerWithText, subtitle: null, buttonLabel: null }} eager />);
    expect(screen.getByText('Cinematic LUT packs')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Colour wheels in teal and orange' })).toHaveAttribute(
      'href',
      '/search?q=lut',
    );
  });

  it('shows an image-only banner as before: no text, no scrim', () => {
    const { container } = render(<BannerSlide banner={banners[2]!} eager />);
    expect(container.querySelector('[class*="gradient"]')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'Presets for reels' })).toBeVisible();
  });
});
