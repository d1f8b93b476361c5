/** Decorative illustration: a three-scoop cone on a winding path of career stops. Own artwork. */
export function ScoopIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 260 240" aria-hidden="true" className={className} fill="none">
      <path
        d="M18 214c38-6 52-34 88-34s46 30 84 24 34-40 44-62"
        stroke="#fff"
        strokeOpacity=".45"
        strokeWidth="4"
        strokeDasharray="2 12"
        strokeLinecap="round"
      />
      <circle cx="18" cy="214" r="7" fill="#fbecd9" />
      <circle cx="106" cy="180" r="7" fill="#dcf7ee" />
      <circle cx="190" cy="204" r="7" fill="#ffe0e7" />
      <path d="M232 142v-34" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M234 108c8 2 14 0 20-3v18c-6 3-12 5-20 3z" fill="#e8a85c" />
      <g transform="translate(70 10)">
        <path d="M28 96h64l-32 104z" fill="#e8a85c" />
        <path
          d="M36 110l40 40M46 100l38 38M32 126l32 32M60 98l28 28M40 150l20 20"
          stroke="#8a5420"
          strokeOpacity=".45"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="38" cy="86" r="24" fill="#dcf7ee" />
        <circle cx="82" cy="86" r="24" fill="#ffc2d0" />
        <circle cx="60" cy="52" r="28" fill="#fff1f4" />
        <path
          d="M18 96c8 6 16 6 24 0s16-6 24 0 16 6 24 0 12-4 14-2"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <circle cx="52" cy="44" r="3" fill="#c72f57" />
        <circle cx="68" cy="56" r="3" fill="#2bb58c" />
        <circle cx="60" cy="34" r="3" fill="#e8a85c" />
        <path d="M60 24c0-10 6-16 14-18" stroke="#a12246" strokeWidth="4" strokeLinecap="round" />
        <circle cx="76" cy="6" r="6" fill="#c72f57" />
      </g>
    </svg>
  );
}
