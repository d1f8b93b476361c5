/** The Pathscoop mark (a cone with a scoop and a path swirl) and word mark. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M15 24h18l-8.2 20.2a.9.9 0 0 1-1.6 0z" fill="#e8a85c" />
      <path
        d="M18 28l11 6M16.6 32.6l8.4 4.8M30 28l-10 12"
        stroke="#c07a33"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <circle cx="24" cy="16" r="11" fill="#e5476e" />
      <circle cx="16" cy="22" r="5.5" fill="#e5476e" />
      <circle cx="32" cy="22" r="5.5" fill="#e5476e" />
      <path
        d="M18 17c2-4 6-5 8-2s-1 6 3 6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeDasharray="0.1 4.2"
      />
      <circle cx="29" cy="21" r="2" fill="#fff" />
      <circle cx="29" cy="5.5" r="2.6" fill="#2bb58c" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span className="font-display text-xl font-extrabold tracking-tight text-ink-900">
        Path<span className="text-brand-600">scoop</span>
      </span>
    </span>
  );
}
