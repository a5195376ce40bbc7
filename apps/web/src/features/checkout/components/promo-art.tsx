import { STORE_NAME } from '@store/contract/constants';

/** The checkout's promo picture: an inline drawing (no download, never a broken image). */
export function PromoArt({ className }: { className?: string }) {
  return (
    <div className={className}>
      <svg
        viewBox="0 0 320 120"
        role="img"
        aria-label={`${STORE_NAME}: instant downloads`}
        className="w-full rounded-xl"
      >
        <defs>
          <linearGradient id="promo-bg" x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stopColor="#6d28d9" />
            <stop offset="1" stopColor="#db2777" />
          </linearGradient>
        </defs>
        <rect width="320" height="120" rx="16" fill="url(#promo-bg)" />
        <text
          x="24"
          y="52"
          fill="#fff"
          fontSize="22"
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
        >
          Instant downloads
        </text>
        <text x="24" y="80" fill="#f5f3ff" fontSize="13" fontFamily="system-ui, sans-serif">
          Pay once, download from My Orders anytime.
        </text>
        <circle cx="270" cy="60" r="30" fill="#ffffff33" />
        <path
          d="M270 44v26m-11-11 11 11 11-11M256 78h28"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
    </div>
  );
}
