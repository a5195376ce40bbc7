import { BANNER_ROTATION_MS } from '@store/contract/constants';
import { useEffect, useState } from 'react';
import { cn } from '#web/lib/cn';
import { useIsNarrowScreen, usePrefersReducedMotion } from '#web/lib/use-media-query';
import { useBanners } from '../api/get-banners';
import { BANNER_SHAPES, BannerSlide } from './banner-slide';

/**
 * SPEC §2 Home: the banner rotates every 4 s (SPEC §9), the mobile set under 768 px and the
 * desktop set otherwise. Rotation pauses while hovered or focused, and never runs for people
 * who asked for reduced motion; the dots choose a banner.
 */
export function BannerCarousel() {
  const narrow = useIsNarrowScreen();
  const reducedMotion = usePrefersReducedMotion();
  const banners = useBanners();
  const kind = narrow ? 'mobile' : 'desktop';
  const slides = (banners.data ?? []).filter((banner) => banner.kind === kind);
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const current = count === 0 ? 0 : active % count;
  const rotating = count > 1 && !reducedMotion && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setActive((index) => (index + 1) % count), BANNER_ROTATION_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  if (banners.isPending) {
    return (
      <div
        aria-hidden="true"
        className={cn(
          'w-full rounded-xl bg-slate-200 motion-safe:animate-pulse',
          BANNER_SHAPES[kind].aspect,
        )}
      />
    );
  }
  // A failed or empty banner list leaves the rest of home as it is.
  if (count === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured banners"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="relative overflow-hidden rounded-xl"
    >
      <div className={cn('relative w-full', BANNER_SHAPES[kind].aspect)}>
        {slides.map((banner, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel slide is a group, not a form fieldset
          <div
            key={banner._id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index !== current}
            inert={index !== current}
            className={cn(
              'absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none',
              index === current ? 'opacity-100' : 'opacity-0',
            )}
          >
            <BannerSlide banner={banner} eager={index === 0} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
          {slides.map((banner, index) => (
            <button
              key={banner._id}
              type="button"
              aria-label={`Show banner ${index + 1} of ${count}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setActive(index)}
              className="flex size-6 items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  'block size-2.5 rounded-full shadow ring-1 ring-slate-900/20',
                  index === current ? 'bg-white' : 'bg-white/50',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
